import { sluggedDocumentRules } from '../../services/slugged-rules';

/** Field rules and a slug unique whatever its case, also under concurrent writes. */
export default sluggedDocumentRules('api::partner-category.partner-category');
