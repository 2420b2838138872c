/** English: vacancies, their categories and properties, applications and credits (issue #20). */
export const menu = {
  vacancies: 'Vacancies',
  vacancies_all: 'All vacancies',
  vacancy_categories: 'Categories',
  vacancy_properties: 'Properties',
};

export const resources = {
  vacancies: {
    name: 'Vacancy |||| Vacancies',
    fields: {
      q: 'Search',
      title: 'Title',
      slug: 'Slug',
      description: 'Description',
      employer: 'Employer',
      location: 'Location',
      employmentType: 'Employment',
      hoursMin: 'Hours a week from',
      hoursMax: 'Hours a week to',
      salaryMin: 'Salary from',
      salaryMax: 'Salary to',
      salaryPeriod: 'Salary per',
      categories: 'Categories',
      publishFrom: 'Published from',
      publishUntil: 'Published until',
      contactName: 'Contact person',
      contactEmail: 'Contact e-mail (receives applications)',
      contactPhone: 'Contact phone',
      status: 'Status',
      highlighted: 'Highlighted',
      longerRun: 'Longer run',
      updatedAt: 'Updated',
    },
  },
  'vacancies/categories': {
    name: 'Vacancy category |||| Vacancy categories',
    fields: { q: 'Search', name: 'Name', slug: 'Slug', description: 'Description', updatedAt: 'Updated' },
  },
  'vacancies/properties': {
    name: 'Vacancy property |||| Vacancy properties',
    fields: { q: 'Search', name: 'Name', slug: 'Key', type: 'Type', choices: 'Choices', updatedAt: 'Updated' },
  },
};

export const screens = {
  vacancies: {
    empty_title: 'No vacancies yet',
    empty_text:
      "Vacancies are jobs your customers offer. Post one for a customer here, or let the customer's vacancy admins post them with the credits they bought.",
    no_match: 'No vacancies match these filters.',
    statuses: { DRAFT: 'Draft', PUBLISHED: 'Published', CLOSED: 'Closed' },
    employment_types: {
      FULL_TIME: 'Full-time',
      PART_TIME: 'Part-time',
      CONTRACTOR: 'Freelance',
      TEMPORARY: 'Temporary',
      INTERN: 'Internship',
      VOLUNTEER: 'Volunteer',
      PER_DIEM: 'Per day',
      OTHER: 'Other',
    },
    salary_periods: { HOUR: 'Hour', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' },
    section_publication: 'Publication',
    section_contact: 'Contact',
    section_properties: 'Properties',
    window_help: 'Amsterdam time; on job boards while published and inside this window (at most 30 days)',
    longer_run_help: 'Up to 60 days',
    applications: {
      title: 'Applications',
      help: 'Applications sent through the job board. The contact e-mail is told of each new one.',
      empty_title: 'No applications yet',
      empty_text: 'Applications appear here once people apply on a job board.',
      cv: 'CV',
      fields: { name: 'Name', email: 'E-mail', createdAt: 'Received', status: 'Status', actions: 'Actions' },
    },
    application_statuses: {
      NEW: 'New',
      REVIEWING: 'Reviewing',
      INVITED: 'Invited',
      REJECTED: 'Rejected',
      HIRED: 'Hired',
    },
    credits: {
      balance_title: 'Credits per kind',
      grants_title: 'Where the credits came from',
      grants_help: 'Each paid order line with a vacancy product or option gives its credits once.',
      empty_title: 'No vacancy credits yet',
      empty_text: 'They come from paid orders with a VACANCY or VACANCY_OPTION product.',
      vacancies: '1 vacancy of this customer |||| %{smart_count} vacancies of this customer',
      show_vacancies: 'Show the vacancies',
      order_gone: 'Order deleted',
      kinds: { VACANCY: 'Vacancies', HIGHLIGHT: 'Highlighted', LONGER_RUN: 'Longer run' },
      fields: {
        kind: 'Kind',
        granted: 'Granted',
        used: 'Used',
        left: 'Left',
        order: 'Order',
        line: 'Line',
        date: 'Date',
        amount: 'Credits',
      },
    },
    application_moves: {
      NEW: 'Back to new',
      REVIEWING: 'Review',
      INVITED: 'Invite',
      REJECTED: 'Reject',
      HIRED: 'Hire',
    },
  },
  vacancy_categories: {
    empty_title: 'No vacancy categories yet',
    empty_text: 'Categories group vacancies, for example "Journalism" or "Sales".',
  },
  vacancy_properties: {
    empty_title: 'No vacancy properties yet',
    empty_text:
      'Properties are typed details every vacancy can have, for example education level (a choice) or driving licence (yes/no).',
    types: { TEXT: 'Text', NUMBER: 'Number', BOOLEAN: 'Yes/no', CHOICE: 'Choice' },
    type_help: 'Fixed once vacancies use the property',
    choices_help: 'One choice per line',
  },
};

export const validation = {
  publishUntilAfterFrom: 'Must be after the start of the publication',
  vacancyRunTooLong: 'A vacancy runs at most %{days} days (longer with the longer-run option)',
  unknownProperty: 'Not a vacancy property: add it under Vacancies › Properties first',
  propertyType: 'Must be a value of type %{type}',
  choices: 'List the choices, each at most 100 characters and each once',
  maxItems: 'At most %{max} items',
  propertyInUse: 'Cannot change while vacancies use this property',
};

export const errorCodes = {
  no_vacancy_credit:
    'The customer has no credit left for this: buy a vacancy product (or the option) first. Credits come from paid orders.',
  not_vacancy_admin: 'Only vacancy admins of a customer can manage its vacancies here.',
};
