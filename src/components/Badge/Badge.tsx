import './Badge.css';

/** A small version or status pill, usable in any page without an import: `<Badge text="5.20.0+" />`. */
export function Badge({ text }: { text: string }) {
  return <span className="badge">{text}</span>;
}
