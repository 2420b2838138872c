/** The e-mail an employer gets for a new application (Dutch by default; English for an English contact). */
export const newApplicationMail = (
  lang: 'nl' | 'en',
  a: {
    vacancy: string;
    name: string;
    email: string;
    phone?: string | null;
    motivation?: string | null;
    hasCv: boolean;
  },
) =>
  lang === 'en'
    ? {
        subject: `New application: ${a.vacancy}`,
        text: [
          `${a.name} applied for the vacancy "${a.vacancy}".`,
          '',
          `E-mail: ${a.email}`,
          ...(a.phone ? [`Phone: ${a.phone}`] : []),
          ...(a.motivation ? ['', 'Motivation:', a.motivation] : []),
          '',
          a.hasCv ? 'A CV is attached to the application in the back office.' : 'No CV was sent.',
        ].join('\n'),
      }
    : {
        subject: `Nieuwe sollicitatie: ${a.vacancy}`,
        text: [
          `${a.name} heeft gesolliciteerd op de vacature "${a.vacancy}".`,
          '',
          `E-mail: ${a.email}`,
          ...(a.phone ? [`Telefoon: ${a.phone}`] : []),
          ...(a.motivation ? ['', 'Motivatie:', a.motivation] : []),
          '',
          a.hasCv ? 'Het cv staat bij de sollicitatie in de backoffice.' : 'Er is geen cv meegestuurd.',
        ].join('\n'),
      };
