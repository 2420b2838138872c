import SearchIcon from '@mui/icons-material/TravelExploreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ApiError } from '@/providers/apiError';
import { useApiMutation } from '@/components/useApiMutation';
import { useApi } from '@/providers/useMe';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's reason in the user's language by its code; an unknown code shows the server's own text. */
const reasonOf = (error: unknown, translate: Translate, query: { postcode: string; houseNumber: string }) => {
  if (error instanceof ApiError && error.code)
    return translate(`app.customers.address.lookup_errors.${error.code}`, { ...query, _: error.message });
  return error instanceof Error ? error.message : String(error);
};

/**
 * "Look up address" of one address in the list: a Dutch postcode and house number give street and
 * city (GET /api/customers/postcode). A failure says so next to the button (SPEC section 8:
 * "Fout bij zoeken postcode: {error}"). Only for Dutch addresses.
 */
export const PostcodeLookupButton = () => {
  const api = useApi();
  const translate = useTranslate();
  const { getSource } = useSourceContext();
  const { getValues, setValue } = useFormContext();
  const country = useWatch({ name: getSource('country') });
  const [error, setError] = useState<string | null>(null);
  const fill = (field: string, value: string) =>
    setValue(getSource(field), value, { shouldDirty: true, shouldValidate: true });
  const { run, busy } = useApiMutation(
    ({ postcode, houseNumber }: { postcode: string; houseNumber: string }) => api.postcodeLookup(postcode, houseNumber),
    {
      onSuccess: ({ data }) => {
        fill('postcode', data.postcode);
        fill('street', data.street);
        fill('city', data.city);
      },
      onError: (failure, query) => setError(reasonOf(failure, translate, query)),
    },
  );
  if (country && country !== 'NL') return null;

  const lookup = () => {
    const postcode = String(getValues(getSource('postcode')) ?? '').trim();
    const houseNumber = String(getValues(getSource('houseNumber')) ?? '').trim();
    if (!postcode || !houseNumber) {
      setError(translate('app.customers.address.lookup_errors.missing'));
      return;
    }
    setError(null);
    run({ postcode, houseNumber });
  };

  return (
    <Box sx={{ mb: 1 }}>
      <Button
        type="button"
        variant="outlined"
        size="small"
        startIcon={<SearchIcon />}
        disabled={busy}
        onClick={lookup}
        title={translate('app.customers.address.lookup_help')}
        data-testid="postcode-lookup"
      >
        {translate('app.customers.address.lookup')}
      </Button>
      {error && (
        <FormHelperText error role="alert" data-testid="postcode-lookup-error">
          {translate('app.customers.address.lookup_failed', { error })}
        </FormHelperText>
      )}
    </Box>
  );
};
