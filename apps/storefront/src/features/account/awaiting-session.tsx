/** Shown while the page's script renews an expired token; the page then renders again. */
export function AwaitingSession({ text }: { text: string }) {
  return (
    <p data-awaits-session="" role="status">
      {text}
    </p>
  );
}
