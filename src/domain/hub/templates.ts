/** The template categories, in the spec's order (section 2). */
export const TEMPLATE_CATEGORIES = ['defi', 'nft', 'wallet', 'gaming'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** A category, or every category. */
export type TemplateFilter = 'all' | TemplateCategory;

/** The choices of the category filter, `all` first. */
export const TEMPLATE_FILTERS: readonly TemplateFilter[] = ['all', ...TEMPLATE_CATEGORIES];

export type TemplateDifficulty = 'Beginner' | 'Intermediate' | 'Advanced';

/** A starter project of the template catalog. */
export interface ProjectTemplate {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: TemplateCategory;
  readonly difficulty: TemplateDifficulty;
  readonly technologies: readonly string[];
}

/** The templates of one category, or all of them, in their original order. */
export function filterTemplates(templates: readonly ProjectTemplate[], filter: TemplateFilter): readonly ProjectTemplate[] {
  return filter === 'all' ? templates : templates.filter((template) => template.category === filter);
}
