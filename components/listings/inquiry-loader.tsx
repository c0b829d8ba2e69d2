"use client";

import type { ReactNode } from "react";
import { FormLoader } from "@/components/forms/form-loader";
import type { InquiryFormProps } from "@/components/listings/inquiry-fields";
import { INQUIRY_ANCHOR } from "@/components/listings/inquiry-ids";

const loadForm = () => import("@/components/listings/inquiry-form").then((m) => m.InquiryForm);

/** The server's inquiry form (children) until its code is needed (FormLoader). */
export function InquiryLoader({ children, ...props }: InquiryFormProps & { children: ReactNode }) {
  return (
    <FormLoader anchorId={INQUIRY_ANCHOR} load={loadForm} props={props}>
      {children}
    </FormLoader>
  );
}
