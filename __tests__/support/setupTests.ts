import '@testing-library/jest-dom';
import { addDialogMethods } from './dialogElement';
import { physicsScene } from './physicsSceneMock';

addDialogMethods();

// A guard against a test that hangs, not a speed budget: Jest's 5 s was a busy machine's first
// Shiki or Prettier load.
jest.setTimeout(30_000);

jest.mock('../../src/components/hero/physicsScene', () => jest.requireActual('./physicsSceneMock'));

beforeEach(() => physicsScene.reset());
