import type { MetadataRoute } from "next";
import { publicEnv } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  const site = publicEnv().NEXT_PUBLIC_SITE_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/en/admin", "/profil", "/en/profil", "/api/"] },
    sitemap: [new URL("/sitemap.xml", site).toString(), new URL("/en/sitemap.xml", site).toString()],
  };
}
