import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

interface HeadingWithTextProps {
  titleKey: string;
  textKey: string;
  /** The heading's look and level; a card's title (h6 as h2) unless told. */
  variant?: TypographyProps['variant'];
  component?: 'h1' | 'h2' | 'h3' | 'h4';
  gutterBottom?: boolean;
  /** body2 under a card or panel title, body1 under a page title. */
  textVariant?: 'body1' | 'body2';
  /** Space under the explanation, in theme spacing units. */
  gap?: number;
}

/** A heading with a line of explanation under it, both from the catalog: the top of a page, card or panel. */
export const HeadingWithText = ({
  titleKey,
  textKey,
  variant = 'h6',
  component = 'h2',
  gutterBottom = false,
  textVariant = 'body2',
  gap = 1,
}: HeadingWithTextProps) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant={variant} component={component} gutterBottom={gutterBottom}>
        {translate(titleKey)}
      </Typography>
      <Typography variant={textVariant} color="text.secondary" sx={{ mb: gap }}>
        {translate(textKey)}
      </Typography>
    </>
  );
};

/** The title of a page of its own (sign-in and error pages) with its introduction. */
export const PageHeadingWithText = ({
  titleKey,
  textKey,
  gap,
}: Pick<HeadingWithTextProps, 'titleKey' | 'textKey' | 'gap'>) => (
  <HeadingWithText
    titleKey={titleKey}
    textKey={textKey}
    variant="h5"
    component="h1"
    gutterBottom
    textVariant="body1"
    gap={gap}
  />
);
