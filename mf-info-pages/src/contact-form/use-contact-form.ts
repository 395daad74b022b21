import { useState, type ChangeEvent, type FormEvent } from 'react';
import { api, failureNotice, type FailureNotice } from '@evisa/api-client';
import { hasErrors, validateContactMessage, type FieldErrors } from '@evisa/contracts';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message', 'applicationId'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
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
 * The contact form's state: the shared contact rules in the browser first, then POST /contact with the time the
 * form was shown (the server drops anything sent faster than a person can write, or with the honeypot filled).
 */
export function useContactForm(language: string): ContactFormState {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FailureNotice>();
  const [sentTo, setSentTo] = useState<string>();
  const [renderedAt, setRenderedAt] = useState(() => Date.now());

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
      const { name, value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      // An error clears when its field is edited (spec 5).
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
    async onSubmit(event) {
      event.preventDefault();
      if (busy) return;
      setFailure(undefined);
      const found = validateContactMessage(values);
      if (hasErrors(found)) return refuse(found);
      setBusy(true);
      const result = await api.post<{ received: boolean }>('/contact', { ...values, renderedAt, sentAt: Date.now(), language });
      setBusy(false);
      if (result.ok) {
        setSentTo(values.email.trim());
        setValues(EMPTY);
        setErrors({});
      } else if (result.kind === 'http' && result.status === 400 && Object.keys(result.errorKeys).length > 0) {
        refuse(result.errorKeys);
      } else {
        setFailure(failureNotice(result));
      }
    },
    reset() {
      setSentTo(undefined);
      setRenderedAt(Date.now());
    },
  };
}
