import { cn } from "@/lib/cn";
import { initialsOf } from "@/components/ui/initials";
import { UserIcon } from "./icons";
import { StoredImage } from "./stored-image";

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
const pixels = { "3xs": 16, "2xs": 20, xs: 24, sm: 28, md: 32, lg: 36, xl: 40, "2xl": 44, "3xl": 48 } as const;

/** The picture when there is one, else up to two initials, else a generic person icon. */
export function Avatar({
  src,
  name,
  size = "md",
  drawnPx,
  className,
  alt,
}: {
  src?: string | null;
  name?: string | null;
  size?: keyof typeof sizes;
  /** The width it is drawn at when `className` makes it larger than its size (size-16 is 64). */
  drawnPx?: number;
  className?: string;
  /** What the picture shows, when it says more than the name beside it; without it the avatar is decoration. */
  alt?: string | null;
}) {
  const initials = initialsOf(name);
  const box = cn(
    "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary-100 font-semibold text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100",
    sizes[size],
    className,
  );
  const px = drawnPx ?? pixels[size];
  // The initials stay underneath: a picture whose file is gone uncovers them.
  return (
    <span className={cn(box, src && "relative")} aria-hidden={src && alt ? undefined : "true"}>
      {src && alt ? <span aria-hidden="true">{initials}</span> : initials || <UserIcon className="size-2/3" />}
      {src ? (
        <StoredImage
          src={src}
          alt={alt ?? ""}
          width={px}
          height={px}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
