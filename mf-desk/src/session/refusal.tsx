/** Why the API refused what the form sent (a wrong code, an expired link), above the form; nothing when empty. */
export function Refusal({ text }: { text: string }) {
  return text ? (
    <div className="panel panel--error desk-refusal" role="alert">
      {text}
    </div>
  ) : null;
}
