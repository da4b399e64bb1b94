import { FOOTER_TEXT } from './shell.texts';

export function Footer() {
  return (
    <footer className="shell-footer">
      <p>{FOOTER_TEXT}</p>
    </footer>
  );
}
