import { truncateName } from './exchangeFormat';

/** A name cut to 12 characters for a list; assistive technology still reads the whole name. */
export function ShortName({ name }: { readonly name: string }) {
  const short = truncateName(name);
  if (short === name) return <span className="exchange-short-name">{name}</span>;
  return (
    <span className="exchange-short-name" title={name}>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}
