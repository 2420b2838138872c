import type { ResourceProps } from 'react-admin';
import { Create, Edit } from '@/components/RecordPages';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { ProductInputs } from './ProductInputs';
import { ProductList } from './ProductList';

const ProductCreate = () => (
  <UnsavedChangesScope>
    <Create>
      <ResourceForm
        testId="product-form"
        defaultValues={{ type: 'PRODUCT', price: 0, taxPercentage: 21, minPurchase: 1, published: false }}
      >
        <ProductInputs create />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);

const ProductEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect="list" mutationMode="pessimistic">
      <ResourceForm edit testId="product-form">
        <ProductInputs create={false} />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);

/** `/sales/products`: the catalogue (SPEC section 3 "Product"). */
export const productsResource: Omit<ResourceProps, 'name'> = {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
};
