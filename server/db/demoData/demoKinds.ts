/** A believable value of each kind a registry field's `demo: { kind }` may name. */
import type { DemoKind } from '../../../src/core/registry/types';
import { carNumber, login, person, phone } from './people';
import type { Random } from './random';
import { seedData } from './seedData';

const point = (random: Random) => random.pick(seedData.pvzPoints);

export const demoKinds: Record<DemoKind, (random: Random) => string> = {
  personName: (random) => person(random).fullName,
  firstName: (random) => person(random).firstName,
  lastName: (random) => person(random).lastName,
  phone,
  email: (random) =>
    `${login(person(random))}${random.chance(0.3) ? random.digits(2) : ''}@${random.pick(['mail.uz', 'gmail.com'])}`,
  companyName: (random) => random.pick(seedData.companies).companyName,
  city: (random) => point(random).city,
  region: (random) => point(random).region,
  district: (random) => point(random).district,
  street: (random) => point(random).street,
  address: (random) => {
    const { city, street } = point(random);
    return `${city}, ${street}`;
  },
  postalCode: (random) => point(random).postalCode,
  sentence: (random) => random.pick(seedData.texts.staffComments),
  carNumber,
};
