import type { ChecklistControls } from './approvalChecklist';

/**
 * The checklist that waits for the person, as the chat sees it: whether one is open (the status then says the
 * chat waits for the person, not for the model) and the controls the review card uses to reopen or decline it.
 */
export class ChatReview {
  private controls: ChecklistControls | undefined;

  get waiting(): boolean {
    return this.controls !== undefined;
  }

  /** A fresh set of controls for the checklist to fill. */
  open(): ChecklistControls {
    this.controls = {};
    return this.controls;
  }

  close(): void {
    this.controls = undefined;
  }

  reveal(): void {
    this.controls?.reveal?.();
  }

  declineAll(): void {
    this.controls?.declineAll?.();
  }
}
