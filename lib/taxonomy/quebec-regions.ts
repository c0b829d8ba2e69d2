/** Quebec's 17 administrative regions, by the slugs the /entreprises/regions/{slug} pages use. */
export const quebecRegions = [
  { slug: "abitibi", key: "abitibi" },
  { slug: "bas-saint-laurent", key: "basSaintLaurent" },
  { slug: "capitale-nationale", key: "capitaleNationale" },
  { slug: "chaudiere-appalaches", key: "chaudiereAppalaches" },
  { slug: "cote-nord", key: "coteNord" },
  { slug: "estrie", key: "estrie" },
  { slug: "gaspesie-iles-de-la-madeleine", key: "gaspesie" },
  { slug: "lanaudiere", key: "lanaudiere" },
  { slug: "laurentides", key: "laurentides" },
  { slug: "laval", key: "laval" },
  { slug: "mauricie", key: "mauricie" },
  { slug: "monteregie", key: "monteregie" },
  { slug: "montreal", key: "montreal" },
  { slug: "nord-du-quebec", key: "nordDuQuebec" },
  { slug: "outaouais", key: "outaouais" },
  { slug: "saguenay-lac-saint-jean", key: "saguenay" },
  { slug: "centre-du-quebec", key: "centreDuQuebec" },
] as const;

export type RegionKey = (typeof quebecRegions)[number]["key"];
