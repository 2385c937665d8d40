import '@testing-library/jest-dom';
import { physicsScene } from './physicsSceneMock';

jest.mock('../../src/components/hero/physicsScene', () => jest.requireActual('./physicsSceneMock'));

beforeEach(() => physicsScene.reset());
