/** A short list of tags (skills, topics, technologies), named for assistive technology. */
export function TagList({ tags, label }: { readonly tags: readonly string[]; readonly label: string }) {
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
