// For component tests only (`@evisa/routing/testing`): not part of the shared library, so no page downloads it.
export { MemoryRouter } from 'react-router-dom';
