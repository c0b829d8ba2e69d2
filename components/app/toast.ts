import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * The app's toasts with sonner's `toast` API, without sonner on the page: the first toast asks the
 * layout's <AppToaster> to load and mount sonner's Toaster (components/app/sonner-toaster.tsx), and
 * every toast is shown once it is there. Most visits never show one, so most never download it.
 */

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner["success"]>[0];
type Kind = "success" | "error" | "info" | "warning" | "message" | "loading";
type Id = string | number;

let wanted = false;
const listeners = new Set<() => void>();
let mounted: (toast: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => (mounted = resolve));
let count = 0;

/** Whether a toast was asked for: <AppToaster> mounts the real toaster from then on. */
export const toasterWanted = () => wanted;

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted toaster: the toasts asked for so far are shown, in order. */
export function toasterMounted(toast: Sonner): void {
  mounted(toast);
}

function show(kind: Kind | null, message: Message, data?: ExternalToast): Id {
  // sonner's own id is only known once it is loaded: give the toast one now, so it can be dismissed.
  const id = data?.id ?? `toast-${++count}`;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void ready.then((toast) => (kind ? toast[kind] : toast)(message as never, { ...data, id }));
  return id;
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show(null, message, data), {
  success: (message: Message, data?: ExternalToast) => show("success", message, data),
  error: (message: Message, data?: ExternalToast) => show("error", message, data),
  info: (message: Message, data?: ExternalToast) => show("info", message, data),
  warning: (message: Message, data?: ExternalToast) => show("warning", message, data),
  message: (message: Message, data?: ExternalToast) => show("message", message, data),
  loading: (message: Message, data?: ExternalToast) => show("loading", message, data),
  dismiss: (id?: Id) => {
    if (wanted) void ready.then((toast) => toast.dismiss(id));
  },
});
