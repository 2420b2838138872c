import { Edit } from '@/components/RecordPages';
import { useSearchParams } from 'react-router-dom';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { usePermitted } from '@/components/usePermitted';
import { AccessPreview } from './AccessPreview';
import { ContentLinks } from './ContentLinks';
import { Translations } from './Translations';
import { ContentInputs } from './ContentInputs';
import { useFixedValues } from './useFixedValues';

/** Edits one language version: ?locale=en opens (and saves) the English translation. */
export const ContentEdit = () => {
  const fixedType = useFixedValues()?.type;
  const [params] = useSearchParams();
  const locale = params.get('locale') === 'en' ? 'en' : 'nl';
  const canPreview = usePermitted('accessPreview');
  return (
    <UnsavedChangesScope>
      <Edit
        redirect="list"
        mutationMode="pessimistic"
        queryOptions={{ meta: { locale } }}
        mutationOptions={{ meta: { locale } }}
      >
        <ResourceForm edit testId="content-form" mutationMeta={{ locale }}>
          <Translations locale={locale} />
          <ContentInputs
            create={false}
            fixedType={fixedType}
            accessPreview={canPreview ? <AccessPreview locale={locale} /> : undefined}
          />
        </ResourceForm>
        {/* Outside the form: links are made and revoked at once, not saved with the item. */}
        <ContentLinks locale={locale} />
      </Edit>
    </UnsavedChangesScope>
  );
};
