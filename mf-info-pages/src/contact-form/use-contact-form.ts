import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FailureNotice } from '@evisa/api-client';
import type { FieldErrors } from '@evisa/contracts';
import type { FormTokenResult, FormTokens, SendOutcome } from './send-contact-message';

/** What failureNotice says of a request that could not reach the API. */
const CONNECTION_LOST: FailureNotice = { key: 'connectionLost', temporary: true };

/**
 * The rules and the request, in a chunk of their own: asked for when the visitor first types (so it is there by
 * the time they send) and at the latest on submit. The page that shows the form does not download them, nor the
 * messages (the `validation` texts, `loadMessages`), which follow the same path.
 */
let sender: Promise<typeof import('./send-contact-message')> | undefined;
function loadSender() {
  sender ??= import(/* webpackChunkName: "send-contact-message" */ './send-contact-message');
  sender.catch(() => {
    sender = undefined; // a failed download is tried again on the next submit
  });
  return sender;
}

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message', 'applicationId'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
type Values = Record<ContactField | 'website', string>;

const EMPTY: Values = { name: '', email: '', phone: '', message: '', applicationId: '', website: '' };

export type ContactFormState = {
  values: Values;
  errors: FieldErrors;
  /** Bumped on every refused submit so the error summary takes focus again. */
  submitCount: number;
  busy: boolean;
  failure?: FailureNotice;
  /** The address the confirmation went to, once sent. */
  sentTo?: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  reset(): void;
};

/**
 * The contact form's state: the shared contact rules in the browser first, then POST /contact with a form token
 * the API issued when the visitor started writing (the server refuses a message sent faster than a person
 * writes, or with the honeypot filled, and says so; send-contact-message.ts waits and sends again).
 */
export function useContactForm(language: string, loadMessages: () => Promise<void>): ContactFormState {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FailureNotice>();
  const [sentTo, setSentTo] = useState<string>();
  const token = useRef<Promise<FormTokenResult>>(undefined);

  /** A new form token from the API (or why it could not be had: sending then says so). */
  const renewToken = () => {
    void loadMessages().catch(() => undefined); // tried again on submit
    token.current = loadSender()
      .then(({ fetchFormToken }) => fetchFormToken())
      // The sender's chunk did not download: the connection dropped.
      .catch(() => ({ failure: CONNECTION_LOST }));
    return token.current;
  };
  const tokens: FormTokens = {
    current: () => token.current?.then((known) => ('failure' in known ? renewToken() : known)) ?? renewToken(),
    renew: renewToken,
  };

  const refuse = (next: FieldErrors) => {
    setErrors(next);
    setSubmitCount((count) => count + 1);
  };

  return {
    values,
    errors,
    submitCount,
    busy,
    failure,
    sentTo,
    onChange(event) {
      if (!token.current) void renewToken();
      const { name, value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      // An error clears when its field is edited (spec 5).
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
    async onSubmit(event) {
      event.preventDefault();
      if (busy) return;
      setFailure(undefined);
      let outcome: SendOutcome;
      try {
        const { sendContactMessage } = await loadSender();
        outcome = await sendContactMessage({ ...values, language }, () => setBusy(true), tokens);
      } catch {
        // The chunk did not download: the connection dropped. Everything typed stays; pressing Send again tries the
        // download again.
        outcome = { kind: 'failed', failure: CONNECTION_LOST };
      }
      // What to say is in place before it is said (a failed download leaves the message's key: the form stays as typed).
      await loadMessages().catch(() => undefined);
      setBusy(false);
      if (outcome.kind === 'sent') {
        setSentTo(values.email.trim());
        setValues(EMPTY);
        setErrors({});
      } else if (outcome.kind === 'refused') {
        refuse(outcome.errors);
      } else {
        if (outcome.clearHoneypot) setValues((current) => ({ ...current, website: '' }));
        setFailure(outcome.failure);
      }
    },
    reset() {
      setSentTo(undefined);
      // A token serves one message: the next one asks for its own when the visitor starts writing again.
      token.current = undefined;
    },
  };
}
