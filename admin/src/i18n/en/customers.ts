/** English: customers (/sales/customers) and the public page /accept-invitation. */
import { addressFields } from './address';

export const menu = { sales_customers: 'Customers' };

export const resources = {
  'sales/customers': {
    name: 'Customer |||| Customers',
    fields: {
      q: 'Search',
      displayName: 'Customer',
      name: 'Company name',
      contact: 'Contact person',
      email: 'Email address',
      emailFinancial: 'Email addresses for invoices',
      emailReminders: 'Email addresses for reminders',
      emailDomains: 'Approved email domains for employees',
      tel: 'Phone number',
      debtorId: 'Debtor number',
      defaultReference: 'Default reference on invoices',
      logo: 'Logo',
      tags: 'Tags',
      addresses: 'Addresses',
      iban: 'IBAN',
      ibanAscription: 'Account holder',
      bic: 'BIC',
      coc: 'Chamber of Commerce number',
      vatin: 'VAT number',
      peppolScheme: 'Peppol scheme',
      peppolId: 'Peppol id',
      vatinType: 'VAT treatment',
      abolandMagazineId: 'Aboland magazine number',
      abolandSubscriptionNumber: 'Aboland subscriber number',
      employees: 'Employees',
      createdAt: 'Created',
      updatedAt: 'Updated',
    },
  },
};

const ELSEWHERE =
  'We could not add the user as an employee. Perhaps the account has already been added as an employee of another company?';

export const screens = {
  customers: {
    empty_title: 'No customers yet',
    empty_text:
      'Customers are the companies and people you sell to, with their addresses, bank details and employees. Orders and invoices refer to a customer. Create the first customer.',
    no_match: 'No customers match this search or these filters. Try other words or remove a filter.',
    edit_title: 'Customer: %{name}',
    after_create: 'Available once the customer has been saved.',
    name_help: 'Fill in a company name or a contact person (or both)',
    lines_help: 'One email address per line',
    domains_help: 'One domain per line, like company.com. Empty: employees with any email address are welcome.',
    vatin_help: 'Required when VAT is reverse-charged',
    tabs: {
      overview: 'Overview',
      addresses: 'Addresses',
      subscriptions: 'Subscriptions',
      employees: 'Employees',
      mandates: 'Mandates',
      invoices: 'Invoices',
      orders: 'Orders',
      vacancy_credits: 'Vacancy credits',
    },
    magazine: {
      unlinked_help:
        'This customer is not linked to the magazine platform yet. The link is made by itself when a subscription to a product with a magazine link is activated. Is the customer a subscriber at the platform already? Then fill in the magazine and subscriber numbers below.',
      linked_help:
        'This customer is linked to the magazine platform. Magazine and subscriber number come from the platform and are updated with every activation.',
      read_only: 'Filled in by the magazine platform',
      link_status: {
        done: 'Up to date at the platform',
        pending: 'Waiting for the platform',
        failed: 'Failed: needs a retry',
      },
      fields: {
        createdAt: 'Created',
        action: 'Task',
        subscription: 'Subscription',
        status: 'Status',
        attempts: 'Attempts',
        lastError: 'Last error',
      },
      actions: { activate: 'Subscribe to', deactivate: 'Unsubscribe from' },
      statuses: { pending: 'Waiting', done: 'Done', failed: 'Failed' },
      next_attempt: 'next attempt %{at}',
      retry: 'Retry',
      retried_done: 'The magazine platform has processed the task.',
      retried_pending: 'The magazine platform failed again; the task will be tried again automatically later.',
    },
    sections: {
      contact: 'Company and contact',
      email: 'Email',
      finance: 'Bank and VAT',
      integration: 'Magazine subscription link (Aboland)',
    },
    vatin_types: {
      eligible: 'Charge VAT',
      exempt: 'Exempt from VAT',
      reverse: 'VAT reverse-charged (EU business)',
      none: 'Unknown',
    },
    salutations: { M: 'Mr', F: 'Ms', X: 'Neutral' },
    address: {
      help: 'Postal addresses of the customer. One address can be the default billing address, one the default shipping address.',
      item: 'Address %{number}',
      salutation: 'Salutation',
      firstName: 'First name',
      lastName: 'Last name',
      company: 'Company',
      ...addressFields,
      lookup: 'Look up address',
      lookup_help: 'Fills in street and city for a Dutch postcode and house number',
      lookup_failed: 'Postcode lookup failed: %{error}',
      lookup_errors: {
        missing: 'fill in a postcode and a house number first',
        postcode: 'the postcode must be a Dutch postcode, like 1234 AB',
        houseNumber: 'the house number must be a number from 1 to 99999',
        postcode_not_found: 'no address is known for %{postcode} %{houseNumber}',
      },
    },
    employees: {
      help: "People of this company who can sign in to manage the company's orders, invoices and vacancies. A new employee receives an invitation by email that is valid for %{days} days.",
      create_help: 'Optional: after saving, these people receive an invitation by email to become an employee.',
      item: 'Employee %{number}',
      empty_title: 'No employees yet',
      empty_text:
        'Add an employee by email address; they receive an invitation to create an account or link their existing one.',
      load_failed: 'The employees could not be loaded.',
      add: 'Add employee',
      add_submit: 'Add and invite',
      added: 'Employee added; the invitation was sent to %{email}',
      not_sent: 'The employee was added, but the invitation could not be sent. Try again later.',
      resend: 'Send invitation again',
      resent: 'Invitation sent again to %{email}',
      remove: 'Remove as employee',
      remove_title: 'Remove employee',
      remove_text:
        '%{email} will no longer be an employee of this customer. The profile and the account stay; an open invitation expires.',
      removed: 'Employee removed',
      flags_saved: 'Rights saved',
      elsewhere: ELSEWHERE,
      exists: '%{email} is already an employee of this customer.',
      failed: 'The employee could not be added: %{error}',
      created_with_warnings: 'The customer was created. %{details}',
      warning_elsewhere:
        '%{email} was not added as an employee: perhaps the account has already been added as an employee of another company.',
      warning_exists: '%{email} was in the list more than once and was added once.',
      invited_on: 'Invited on %{date}',
      accepted_on: 'Accepted on %{date}',
      status: { invited: 'Invited', accepted: 'Accepted', has_account: 'Has an account', no_account: 'No account yet' },
      fields: {
        name: 'Name',
        email: 'Email address',
        firstName: 'First name',
        lastName: 'Last name',
        companyAdmin: 'Company admin',
        vacancyAdmin: 'Vacancy admin',
        status: 'Status',
        actions: 'Actions',
      },
    },
    orders: {
      empty_title: 'No orders yet',
      empty_text: 'Orders of this customer appear here once they have been created.',
      unavailable: 'Orders are not available in this installation (yet).',
      forbidden: 'You do not have access to orders.',
      failed: 'The orders could not be loaded: %{error}',
      open: 'Open order',
      fields: {
        serial: 'Order number',
        type: 'Type',
        product: 'Product',
        status: 'Status',
        total: 'Total',
        createdAt: 'Date',
        startDate: 'Starts',
        endDate: 'Ends',
        nextPaymentDate: 'Next payment',
      },
      types: { VACANCY: 'Vacancy', SUBSCRIPTION: 'Subscription', PRODUCT: 'Product', TICKET: 'Tickets' },
      statuses: { PENDING: 'Pending', PAID: 'Paid', CLOSED: 'Closed', CANCELLED: 'Cancelled', EXPIRED: 'Expired' },
    },
    invoices: {
      empty_title: 'No invoices yet',
      empty_text:
        "This customer's invoices and credit notes show here, drafts too. Create an invoice under Sales > Invoices or from an order.",
      forbidden: 'You have no access to invoices.',
      owed_back:
        'This customer paid too much: %{amount} still has to be paid back (%{smart_count} invoice). |||| This customer paid too much: %{amount} still has to be paid back (%{smart_count} invoices).',
    },
    subscriptions: {
      empty_title: 'No subscriptions',
      empty_text:
        'Subscriptions of this customer are orders of the subscription type; they appear here once one has been created.',
    },
  },
  accept_invitation: {
    title: 'Accept invitation',
    text: 'You have been invited as an employee of a company.',
    busy: 'Checking the invitation...',
    intro: '%{customer} invites %{email} to be an employee.',
    choose_password: 'Choose a password for your new account.',
    existing_account: 'There already is an account with this email address. After accepting, you sign in with it.',
    password: 'Password',
    password_confirmation: 'Repeat password',
    submit: 'Accept invitation',
    done: 'Done: %{customer} has added you as an employee.',
    done_account: 'Your account has been created; you can sign in now.',
    to_login: 'Go to sign in',
    invalid:
      'This invitation link is invalid, has expired or has been used already. Ask the company for a new invitation.',
    failed: 'Something went wrong while accepting the invitation. Try again later.',
  },
};

export const errorCodes = {
  magazine_sync_done: 'The magazine platform has processed this task already: there is nothing to retry.',
  magazine_sync_pending:
    'This task is still waiting and is retried automatically. Only a failed task can be retried by hand.',
};

export const validation = {
  nameOrContact: 'Fill in a company name or a contact person',
  reverseNeedsVat: 'A VAT number is required when VAT is reverse-charged',
  bic: 'Fill in a valid BIC of 8 or 11 characters, like ABNANL2A',
  domains: 'One domain name per line, like company.com',
  emailDomain: 'The email address must belong to an approved domain (%{domains})',
};
