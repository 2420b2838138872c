/** MJML → responsive HTML with the CSS inlined (the `mjml` package); once per preparation, never per recipient. */
import mjml2html from 'mjml';

export function compileMjml(source: string): string {
  const result = mjml2html(source, { validationLevel: 'soft', keepComments: false, minify: false });
  // Soft validation: MJML still renders; errors here are ours (the blocks are escaped), so they must not pass silently.
  if (result.errors?.length) {
    throw new Error(`MJML: ${result.errors.map((e) => e.formattedMessage ?? e.message).join('; ')}`);
  }
  return result.html;
}
