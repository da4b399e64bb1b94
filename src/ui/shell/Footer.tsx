import { FOOTER_TEXT } from '../../domain/shell/shellConstants';

export function Footer() {
  return (
    <footer className="shell-footer">
      <p>{FOOTER_TEXT}</p>
    </footer>
  );
}
