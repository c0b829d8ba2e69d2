import { inputClasses } from "@/components/forms/field";
import { GetForm } from "@/components/forms/get-form";
import { buttonClasses } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

/**
 * A keyword box that opens a list with the words (the home page's hero, the buyer's guide): a GET
 * form, so the search works before (and without) JavaScript.
 */
export function SearchBox({
  id,
  action,
  label,
  placeholder,
  submit,
  maxLength,
  required,
  className,
}: {
  id: string;
  action: string;
  label: string;
  placeholder: string;
  submit: string;
  maxLength: number;
  required?: boolean;
  className?: string;
}) {
  return (
    <GetForm
      role="search"
      aria-labelledby={`${id}-label`}
      action={action}
      className={cn("flex max-w-2xl flex-col gap-3 sm:flex-row", className)}
    >
      <label id={`${id}-label`} htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-500 dark:text-neutral-400" />
        <input
          id={id}
          name="search"
          type="search"
          required={required}
          maxLength={maxLength}
          placeholder={placeholder}
          className={`${inputClasses} h-12 pl-10`}
        />
      </div>
      <button type="submit" className={buttonClasses({ size: "lg" })}>
        {submit}
      </button>
    </GetForm>
  );
}
