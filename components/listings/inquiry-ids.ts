/**
 * The inquiry form's first control, by which its loader (inquiry-loader.tsx) finds the form: a
 * module of its own, so the loader does not bring the form's markup.
 */
export const INQUIRY_ANCHOR = "inquiry-name";
