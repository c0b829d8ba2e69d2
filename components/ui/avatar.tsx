import { cn } from "@/lib/cn";
import { initialsOf } from "@/components/ui/initials";
import { UserIcon } from "./icons";

/** Avatar sizes from 3xs (16 px) to 3xl (48 px) (§9). */
const sizes = {
  "3xs": "size-4 text-[8px]",
  "2xs": "size-5 text-[9px]",
  xs: "size-6 text-[10px]",
  sm: "size-7 text-xs",
  md: "size-8 text-xs",
  lg: "size-9 text-sm",
  xl: "size-10 text-sm",
  "2xl": "size-11 text-base",
  "3xl": "size-12 text-base",
} as const;

/** The picture when there is one, else up to two initials, else a generic person icon. */
export function Avatar({
  src,
  name,
  size = "md",
  className,
}: {
  src?: string | null;
  name?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const initials = initialsOf(name);
  const box = cn(
    "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary-100 font-semibold text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100",
    sizes[size],
    className,
  );
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- avatars come from any storage host, at 16 to 48 px
    return <img src={src} alt="" className={cn(box, "object-cover")} />;
  }
  return (
    <span className={box} aria-hidden="true">
      {initials || <UserIcon className="size-2/3" />}
    </span>
  );
}
