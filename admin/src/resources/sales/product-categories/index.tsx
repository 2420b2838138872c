import { TextInput } from 'react-admin';
import { NameSlugInputs } from '@/resources/content/simple/NameSlugInputs';
import { simpleResource } from '@/resources/content/simple/SimpleResource';

const CategoryInputs = ({ create }: { create: boolean }) => (
  <>
    <NameSlugInputs create={create} />
    <TextInput source="description" multiline minRows={2} fullWidth />
  </>
);

/** `/sales/products/categories` over the API `product-categories`. */
export const productCategoriesResource = simpleResource({ screen: 'product_categories', Inputs: CategoryInputs });
