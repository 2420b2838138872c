/**
 * The profile routes outside react-admin's resource routes (they rank above /users/*): create, the import
 * wizard and its progress page (the job id in the URL survives a reload), and /users/{id}. A list of its
 * own so the app can declare the routes before the screens' code has loaded.
 */
export const USER_ROUTE_PATHS = ['/users/create', '/users/import', '/users/import/:jobId', '/users/:id'] as const;

export type UserRoutePath = (typeof USER_ROUTE_PATHS)[number];
