"use client";

import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (the report has a print stylesheet: a clean PDF). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="outline" size="sm" onClick={() => window.print()} className="print:hidden">
      {label}
    </Button>
  );
}
