import { useEffect, useState } from 'react';

interface CopyButtonProps {
  /** What lands on the clipboard. */
  text: string;
  /** Visible button text, e.g. 'Copy'. */
  label: string;
  /** Shown and announced after copying, e.g. 'Copied'. */
  copiedLabel: string;
  /** A fuller name for screen readers, e.g. 'Copy application ID'. */
  accessibleLabel?: string;
}

const COPIED_FOR_MS = 2000;

async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and non-secure origins have no async clipboard.
  const scratch = document.createElement('textarea');
  scratch.value = text;
  scratch.setAttribute('readonly', '');
  scratch.style.position = 'fixed';
  scratch.style.opacity = '0';
  document.body.append(scratch);
  scratch.select();
  document.execCommand('copy');
  scratch.remove();
}

export function CopyButton({ text, label, copiedLabel, accessibleLabel }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <span className="copy-button">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-label={accessibleLabel}
        onClick={() => writeToClipboard(text).then(() => setCopied(true), () => setCopied(false))}
      >
        {copied ? copiedLabel : label}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? copiedLabel : ''}
      </span>
    </span>
  );
}
