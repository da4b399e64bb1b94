/** The activity bar's pictures, as SVG paths on a 24-unit grid. */
const PATHS = {
  explorer: 'M4 3h9l5 5v13H4z M13 3v5h5',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13z M15.5 15.5 21 21',
  git: 'M6 3v12 M6 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z M18 9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z M18 9c0 6-12 3-12 7',
  debug: 'M8 6l10 6-10 6z',
  transactions: 'M4 7h13 M14 4l3 3-3 3 M20 17H7 M10 14l-3 3 3 3',
  chain: 'M3 9h6v6H3z M15 9h6v6h-6z M9 12h6',
  editor: 'M8 7l-5 5 5 5 M16 7l5 5-5 5',
  terminal: 'M4 5h16v14H4z M7 9l3 3-3 3 M12 15h5',
  assistant: 'M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2z M19 16l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z',
  settings: 'M12 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z M12 2v3 M12 19v3 M2 12h3 M19 12h3 M4.9 4.9l2.1 2.1 M17 17l2.1 2.1 M4.9 19.1 7 17 M17 7l2.1-2.1',
} as const;

/** One activity bar picture; decorative, the button around it carries the name. */
export function ActivityIcon({ name }: { readonly name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
