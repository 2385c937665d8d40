import '@testing-library/jest-dom';
import { addDialogMethods } from './dialogElement';
import { physicsScene } from './physicsSceneMock';

addDialogMethods();

jest.mock('../../src/components/hero/physicsScene', () => jest.requireActual('./physicsSceneMock'));

beforeEach(() => physicsScene.reset());
