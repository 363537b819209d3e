/**
 * Testing Library's `findBy…` and `waitFor` give up after one second by default, which a test
 * rendering react-admin on a loaded 2-core machine may need (the API answers it stubs are
 * instant; the rendering is not). A wait still ends as soon as what it looks for is there.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
