/** The ticket screens behind one lazy import: one chunk graph and one preload list for the app's router. */
export { default as CardFormPage } from './CardFormPage';
export { default as LeaveMessagePage } from './LeaveMessagePage';
export { default as WorkOrderPage } from './WorkOrderPage';
