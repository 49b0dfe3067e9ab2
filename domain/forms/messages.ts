/** docs/product.md §A8: the generic internal error panel, in its two sentences. */
export const GENERIC_ERROR =
  "Unfortunately an error has occurred, our team will put down their coffees and look into this right away.";
export const GENERIC_ERROR_RETRY =
  "In the meantime, we would love it if you could try again to see if the issue persists.";

/** docs/product.md §A8: the default success message. */
export const SUCCESS_MESSAGE = "Thanks for your enquiry, we will be in touch real soon.";

/** Above a form whose fields are in error, and the message of a lead form's 422. */
export const VALIDATION_MESSAGE = "Please check the highlighted fields and try again.";
