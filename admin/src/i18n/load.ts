import type { TranslationMessages } from 'react-admin';
import type { Language } from '@newsroom/config';

/**
 * Each language's texts are a chunk of their own, loaded when the language is first used: the console starts
 * with the stored language only (main.tsx waits for it), and a switch loads the other one then. Half the texts
 * stay out of the first load (scripts/bundle-budget.mjs).
 */
const loaders: Record<Language, () => Promise<{ default: TranslationMessages }>> = {
  nl: () => import('./nl'),
  en: () => import('./en'),
};
const loaded: Partial<Record<Language, TranslationMessages>> = {};

export async function loadCatalog(language: Language): Promise<TranslationMessages> {
  loaded[language] ??= (await loaders[language]()).default;
  return loaded[language];
}

/** The catalog when it is loaded already, else undefined. */
export const loadedCatalog = (language: Language): TranslationMessages | undefined => loaded[language];
