import { z } from "zod";

const uuid = z.uuid({ message: "gestion.errors.notFound" });

/** A contact message of the back office, marked handled or new again. */
export const submissionHandledSchema = z.object({ id: uuid, handled: z.boolean() });

/** A contact message whose e-mail is sent again. */
export const submissionRefSchema = z.object({ id: uuid });

/** A newsletter subscriber the team unsubscribes. */
export const subscriberRefSchema = z.object({ id: uuid });

export type SubmissionHandledInput = z.input<typeof submissionHandledSchema>;
export type SubmissionRefInput = z.input<typeof submissionRefSchema>;
export type SubscriberRefInput = z.input<typeof subscriberRefSchema>;
