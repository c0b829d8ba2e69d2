-- An invitation's e-mail state has one record: the outbox (public.outbound_emails, key
-- `invitation:<id>:<send_count>`), whose scheduled job retries a failed send. The copies kept on
-- the invitation went stale when a retry delivered; the back office reads the outbox instead.
ALTER TABLE public.invitations DROP COLUMN send_status, DROP COLUMN sent_at;

COMMENT ON COLUMN public.invitations.send_count IS
  'How many invitation e-mails were queued; the last one is the outbox''s row with key invitation:<id>:<send_count>.';
