/** The client's page (/system/client/:id/show): its sections beside the generated lists. */
export const clientPageEn = {
  parcels: {
    title: 'Parcels by status',
    all: 'All parcels',
    none: 'The client has no parcels yet',
  },
  settlement: {
    title: 'Payments and what is owed',
  },
};
