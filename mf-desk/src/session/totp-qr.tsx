import { renderSVG } from 'uqr';

/** The authenticator's `otpauth://` link as a QR code, drawn in the browser (the secret never leaves the page). */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const svg = renderSVG(uri, { border: 2 });
  return <img className="desk-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={220} height={220} />;
}
