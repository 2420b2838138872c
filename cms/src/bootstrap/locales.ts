/** Content locales nl (default) and en. */
export async function ensureLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  const existing = await locales.find();
  const codes = new Set(existing.map((l) => l.code));
  if (!codes.has('nl')) await locales.create({ code: 'nl', name: 'Dutch (nl)' });
  if (!codes.has('en')) await locales.create({ code: 'en', name: 'English (en)' });
  await locales.setDefaultLocale({ code: 'nl' });
}
