// The confirmation dialog is shared with public pages (/profil): it lives in components/ui.
export { ConfirmDialog } from "@/components/ui/confirm-dialog";
