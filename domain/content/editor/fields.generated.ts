// Generated from the content schemas by `npm run content:editor` (ADR 0046): do not edit.
import type { FieldSpec } from "./field-spec";

export const GENERATED_FIELDS: Record<string, FieldSpec> = {
  "site": {
    "kind": "object",
    "label": "Site",
    "fields": {
      "brand": {
        "kind": "object",
        "label": "Brand",
        "fields": {
          "name": {
            "kind": "text",
            "label": "Name",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "legalName": {
            "kind": "text",
            "label": "Legal name",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "tagline": {
            "kind": "text",
            "label": "Tagline",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "strapline": {
            "kind": "text",
            "label": "Strapline",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "abn": {
            "kind": "text",
            "label": "ABN",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "phones": {
        "kind": "object",
        "label": "Phones",
        "fields": {
          "sales": {
            "kind": "object",
            "label": "Sales",
            "fields": {
              "display": {
                "kind": "text",
                "label": "Display",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          },
          "support": {
            "kind": "object",
            "label": "Support",
            "fields": {
              "display": {
                "kind": "text",
                "label": "Display",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          },
          "smallBusiness": {
            "kind": "object",
            "label": "Small business",
            "fields": {
              "display": {
                "kind": "text",
                "label": "Display",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          }
        }
      },
      "emails": {
        "kind": "object",
        "label": "Emails",
        "fields": {
          "general": {
            "kind": "text",
            "label": "General",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "support": {
            "kind": "text",
            "label": "Support",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "links": {
        "kind": "object",
        "label": "Links",
        "fields": {
          "terms": {
            "kind": "text",
            "label": "Terms",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "privacy": {
            "kind": "text",
            "label": "Privacy",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "professionalNetwork": {
            "kind": "text",
            "label": "Professional network",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "login": {
            "kind": "text",
            "label": "Login",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "contact": {
            "kind": "text",
            "label": "Contact",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "callPrompt": {
        "kind": "object",
        "label": "Call prompt",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      }
    }
  },
  "nav": {
    "kind": "object",
    "label": "Nav",
    "fields": {
      "mainItems": {
        "kind": "record",
        "label": "Main items",
        "keyPattern": "^[a-z][a-z0-9-]*$",
        "value": {
          "kind": "object",
          "label": "Value",
          "fields": {
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "url": {
              "kind": "text",
              "label": "URL",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "children": {
              "kind": "array",
              "label": "Children",
              "item": {
                "kind": "object",
                "label": "Item",
                "fields": {
                  "title": {
                    "kind": "text",
                    "label": "Title",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  },
                  "url": {
                    "kind": "text",
                    "label": "URL",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "home": {
    "kind": "object",
    "label": "Home",
    "fields": {
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "banner1": {
        "kind": "object",
        "label": "Banner1",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "banner2": {
        "kind": "object",
        "label": "Banner2",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "ourValues": {
        "kind": "object",
        "label": "Our values",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "partners": {
        "kind": "object",
        "label": "Partners",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "logos": {
            "kind": "array",
            "label": "Logos",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "name": {
                  "kind": "text",
                  "label": "Name",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      },
      "about": {
        "kind": "object",
        "label": "About",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "ourTeam": {
        "kind": "object",
        "label": "Our team",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "members": {
            "kind": "array",
            "label": "Members",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "name": {
                  "kind": "text",
                  "label": "Name",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "blurb": {
                  "kind": "array",
                  "label": "Blurb",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  }
                }
              }
            }
          }
        }
      },
      "services": {
        "kind": "object",
        "label": "Services",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "services": {
            "kind": "array",
            "label": "Services",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "subTitle": {
                  "kind": "text",
                  "label": "Sub title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "items": {
                  "kind": "array",
                  "label": "Items",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  }
                },
                "url": {
                  "kind": "text",
                  "label": "URL",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      },
      "supporting": {
        "kind": "object",
        "label": "Supporting",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "content": {
            "kind": "array",
            "label": "Content",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "careers": {
        "kind": "object",
        "label": "Careers",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "careers": {
            "kind": "array",
            "label": "Careers",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "location": {
                  "kind": "text",
                  "label": "Location",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          },
          "heading2": {
            "kind": "text",
            "label": "Heading2",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "benefits": {
            "kind": "array",
            "label": "Benefits",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "value": {
                  "kind": "text",
                  "label": "Value",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      }
    }
  },
  "internetOverview": {
    "kind": "object",
    "label": "Internet overview",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "fiveColumn": {
        "kind": "object",
        "label": "Five column",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                },
                "url": {
                  "kind": "text",
                  "label": "URL",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "urlTitle": {
                  "kind": "text",
                  "label": "URL title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      },
      "threeColumnIcons": {
        "kind": "object",
        "label": "Three column icons",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "text",
            "label": "Description",
            "optional": true,
            "required": false,
            "multiline": true
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                },
                "url": {
                  "kind": "text",
                  "label": "URL",
                  "optional": true,
                  "required": false,
                  "multiline": false
                }
              }
            }
          }
        }
      },
      "form": {
        "kind": "object",
        "label": "Form",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      }
    }
  },
  "businessFibre": {
    "kind": "object",
    "label": "Business fibre",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "inlineTextBlocks": {
        "kind": "object",
        "label": "Inline text blocks",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "copy": {
            "kind": "array",
            "label": "Copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "descriptions": {
                  "kind": "array",
                  "label": "Descriptions",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  }
                }
              }
            }
          }
        }
      },
      "internetPlans": {
        "kind": "object",
        "label": "Internet plans",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "speed": {
                  "kind": "number",
                  "label": "Speed",
                  "optional": false,
                  "integer": true,
                  "min": 0,
                  "max": 9007199254740991
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "serviceAgreement": {
        "kind": "object",
        "label": "Service agreement",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "table": {
            "kind": "object",
            "label": "Table",
            "fields": {
              "headings": {
                "kind": "array",
                "label": "Headings",
                "item": {
                  "kind": "text",
                  "label": "Item",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              },
              "rows": {
                "kind": "array",
                "label": "Rows",
                "item": {
                  "kind": "array",
                  "label": "Item",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": false,
                    "multiline": false
                  }
                }
              }
            }
          }
        }
      },
      "outageGuarantee": {
        "kind": "object",
        "label": "Outage guarantee",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "form": {
        "kind": "object",
        "label": "Form",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      }
    }
  },
  "businessWireless": {
    "kind": "object",
    "label": "Business wireless",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "inlineTextBlocks": {
        "kind": "object",
        "label": "Inline text blocks",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "copy": {
            "kind": "array",
            "label": "Copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "descriptions": {
                  "kind": "array",
                  "label": "Descriptions",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  }
                }
              }
            }
          }
        }
      },
      "serviceAgreement": {
        "kind": "object",
        "label": "Service agreement",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "table": {
            "kind": "object",
            "label": "Table",
            "fields": {
              "headings": {
                "kind": "array",
                "label": "Headings",
                "item": {
                  "kind": "text",
                  "label": "Item",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              },
              "rows": {
                "kind": "array",
                "label": "Rows",
                "item": {
                  "kind": "array",
                  "label": "Item",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": false,
                    "multiline": false
                  }
                }
              }
            }
          }
        }
      },
      "outageGuarantee": {
        "kind": "object",
        "label": "Outage guarantee",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "form": {
        "kind": "object",
        "label": "Form",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "plans": {
        "kind": "array",
        "label": "Plans",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "speed": {
              "kind": "text",
              "label": "Speed",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "monthlyFee": {
              "kind": "number",
              "label": "Monthly fee",
              "optional": false,
              "integer": false,
              "min": 0
            },
            "activationFee": {
              "kind": "number",
              "label": "Activation fee",
              "optional": false,
              "integer": false,
              "min": 0
            },
            "image": {
              "kind": "text",
              "label": "Image",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "plansNotice": {
        "kind": "text",
        "label": "Plans notice",
        "optional": false,
        "required": true,
        "multiline": false
      }
    }
  },
  "wirelessBackup": {
    "kind": "object",
    "label": "Wireless backup",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "table": {
        "kind": "object",
        "label": "Table",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "headings": {
            "kind": "array",
            "label": "Headings",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "rows": {
            "kind": "array",
            "label": "Rows",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "union",
                "label": "Item",
                "options": [
                  {
                    "name": "text",
                    "field": {
                      "kind": "text",
                      "label": "Text",
                      "optional": false,
                      "required": false,
                      "multiline": false
                    }
                  },
                  {
                    "name": "price",
                    "field": {
                      "kind": "object",
                      "label": "Price",
                      "fields": {
                        "amount": {
                          "kind": "number",
                          "label": "Amount",
                          "optional": false,
                          "integer": false,
                          "min": 0
                        },
                        "suffix": {
                          "kind": "text",
                          "label": "Suffix",
                          "optional": true,
                          "required": false,
                          "multiline": false
                        }
                      }
                    }
                  }
                ]
              }
            }
          },
          "notes": {
            "kind": "array",
            "label": "Notes",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "features": {
        "kind": "object",
        "label": "Features",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "coverage": {
        "kind": "object",
        "label": "Coverage",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "buttons": {
            "kind": "array",
            "label": "Buttons",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "url": {
                  "kind": "select",
                  "label": "URL",
                  "options": [
                    "/coverage/telstra",
                    "/coverage/optus"
                  ]
                }
              }
            }
          }
        }
      }
    }
  },
  "enterpriseNbn": {
    "kind": "object",
    "label": "Enterprise nbn",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "form": {
        "kind": "object",
        "label": "Form",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "plansIntro": {
        "kind": "object",
        "label": "Plans intro",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "notes": {
            "kind": "array",
            "label": "Notes",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "documents": {
        "kind": "object",
        "label": "Documents",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "lowCos": {
            "kind": "array",
            "label": "Low cos",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "url": {
                  "kind": "text",
                  "label": "URL",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          },
          "highCos": {
            "kind": "array",
            "label": "High cos",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "url": {
                  "kind": "text",
                  "label": "URL",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      },
      "caseStudies": {
        "kind": "object",
        "label": "Case studies",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "types": {
            "kind": "array",
            "label": "Types",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "whyChooseUs": {
        "kind": "object",
        "label": "Why choose us",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      }
    }
  },
  "coverage": {
    "kind": "object",
    "label": "Coverage",
    "fields": {
      "telstra": {
        "kind": "object",
        "label": "Telstra",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "seoTitle": {
            "kind": "text",
            "label": "SEO title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "seoDescription": {
            "kind": "text",
            "label": "SEO description",
            "optional": false,
            "required": true,
            "multiline": true
          },
          "network": {
            "kind": "text",
            "label": "Network",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "highlights": {
            "kind": "object",
            "label": "Highlights",
            "fields": {
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "subTitle": {
                "kind": "text",
                "label": "Sub title",
                "optional": true,
                "required": false,
                "multiline": false
              },
              "items": {
                "kind": "array",
                "label": "Items",
                "item": {
                  "kind": "text",
                  "label": "Item",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          },
          "mapImage": {
            "kind": "text",
            "label": "Map image",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "mapCaption": {
            "kind": "text",
            "label": "Map caption",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "optus": {
        "kind": "object",
        "label": "Optus",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "seoTitle": {
            "kind": "text",
            "label": "SEO title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "seoDescription": {
            "kind": "text",
            "label": "SEO description",
            "optional": false,
            "required": true,
            "multiline": true
          },
          "network": {
            "kind": "text",
            "label": "Network",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "highlights": {
            "kind": "object",
            "label": "Highlights",
            "fields": {
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "subTitle": {
                "kind": "text",
                "label": "Sub title",
                "optional": true,
                "required": false,
                "multiline": false
              },
              "items": {
                "kind": "array",
                "label": "Items",
                "item": {
                  "kind": "text",
                  "label": "Item",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          },
          "mapImage": {
            "kind": "text",
            "label": "Map image",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "mapCaption": {
            "kind": "text",
            "label": "Map caption",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      }
    }
  },
  "voipOverview": {
    "kind": "object",
    "label": "VoIP overview",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "secondHeading": {
        "kind": "object",
        "label": "Second heading",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "imagePanel1": {
        "kind": "object",
        "label": "Image panel1",
        "fields": {
          "image": {
            "kind": "text",
            "label": "Image",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "array",
            "label": "Description",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "url": {
            "kind": "text",
            "label": "URL",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "buttonImg": {
            "kind": "text",
            "label": "Button img",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "imagePanel2": {
        "kind": "object",
        "label": "Image panel2",
        "fields": {
          "image": {
            "kind": "text",
            "label": "Image",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "array",
            "label": "Description",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "url": {
            "kind": "text",
            "label": "URL",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "buttonImg": {
            "kind": "text",
            "label": "Button img",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "imagePanel3": {
        "kind": "object",
        "label": "Image panel3",
        "fields": {
          "image": {
            "kind": "text",
            "label": "Image",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "array",
            "label": "Description",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "url": {
            "kind": "text",
            "label": "URL",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "buttonImg": {
            "kind": "text",
            "label": "Button img",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "threeColumnIcons": {
        "kind": "object",
        "label": "Three column icons",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "text",
            "label": "Description",
            "optional": true,
            "required": false,
            "multiline": true
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                },
                "url": {
                  "kind": "text",
                  "label": "URL",
                  "optional": true,
                  "required": false,
                  "multiline": false
                }
              }
            }
          }
        }
      },
      "twoPanel": {
        "kind": "array",
        "label": "Two panel",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "subTitle": {
              "kind": "text",
              "label": "Sub title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "description": {
              "kind": "text",
              "label": "Description",
              "optional": false,
              "required": true,
              "multiline": true
            },
            "url": {
              "kind": "text",
              "label": "URL",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      }
    }
  },
  "voipSmallBusiness": {
    "kind": "object",
    "label": "VoIP small business",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "product": {
        "kind": "object",
        "label": "Product",
        "fields": {
          "details": {
            "kind": "object",
            "label": "Details",
            "fields": {
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "subTitle": {
                "kind": "text",
                "label": "Sub title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "leadCopy": {
                "kind": "array",
                "label": "Lead copy",
                "item": {
                  "kind": "text",
                  "label": "Item",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              },
              "secondTitle": {
                "kind": "text",
                "label": "Second title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "secondItems": {
                "kind": "array",
                "label": "Second items",
                "item": {
                  "kind": "text",
                  "label": "Item",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          },
          "imageTitle": {
            "kind": "text",
            "label": "Image title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "image": {
            "kind": "text",
            "label": "Image",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "price": {
            "kind": "object",
            "label": "Price",
            "fields": {
              "amount": {
                "kind": "number",
                "label": "Amount",
                "optional": false,
                "integer": false,
                "min": 0
              },
              "suffix": {
                "kind": "text",
                "label": "Suffix",
                "optional": true,
                "required": false,
                "multiline": false
              }
            }
          },
          "terms": {
            "kind": "array",
            "label": "Terms",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "features": {
            "kind": "array",
            "label": "Features",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "inclusions": {
            "kind": "object",
            "label": "Inclusions",
            "fields": {
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "subTitle": {
                "kind": "text",
                "label": "Sub title",
                "optional": true,
                "required": false,
                "multiline": false
              },
              "items": {
                "kind": "array",
                "label": "Items",
                "item": {
                  "kind": "text",
                  "label": "Item",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      }
    }
  },
  "voipBusiness": {
    "kind": "object",
    "label": "VoIP business",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "features": {
        "kind": "object",
        "label": "Features",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "didPacks": {
        "kind": "object",
        "label": "DID packs",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "headings": {
            "kind": "array",
            "label": "Headings",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "rows": {
            "kind": "array",
            "label": "Rows",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "union",
                "label": "Item",
                "options": [
                  {
                    "name": "text",
                    "field": {
                      "kind": "text",
                      "label": "Text",
                      "optional": false,
                      "required": false,
                      "multiline": false
                    }
                  },
                  {
                    "name": "price",
                    "field": {
                      "kind": "object",
                      "label": "Price",
                      "fields": {
                        "amount": {
                          "kind": "number",
                          "label": "Amount",
                          "optional": false,
                          "integer": false,
                          "min": 0
                        },
                        "suffix": {
                          "kind": "text",
                          "label": "Suffix",
                          "optional": true,
                          "required": false,
                          "multiline": false
                        }
                      }
                    }
                  }
                ]
              }
            }
          },
          "notes": {
            "kind": "array",
            "label": "Notes",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "numberPorting": {
        "kind": "object",
        "label": "Number porting",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "headings": {
            "kind": "array",
            "label": "Headings",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "rows": {
            "kind": "array",
            "label": "Rows",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "union",
                "label": "Item",
                "options": [
                  {
                    "name": "text",
                    "field": {
                      "kind": "text",
                      "label": "Text",
                      "optional": false,
                      "required": false,
                      "multiline": false
                    }
                  },
                  {
                    "name": "price",
                    "field": {
                      "kind": "object",
                      "label": "Price",
                      "fields": {
                        "amount": {
                          "kind": "number",
                          "label": "Amount",
                          "optional": false,
                          "integer": false,
                          "min": 0
                        },
                        "suffix": {
                          "kind": "text",
                          "label": "Suffix",
                          "optional": true,
                          "required": false,
                          "multiline": false
                        }
                      }
                    }
                  }
                ]
              }
            }
          },
          "notes": {
            "kind": "array",
            "label": "Notes",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "callRates": {
        "kind": "object",
        "label": "Call rates",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "headings": {
            "kind": "array",
            "label": "Headings",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "rows": {
            "kind": "array",
            "label": "Rows",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "union",
                "label": "Item",
                "options": [
                  {
                    "name": "text",
                    "field": {
                      "kind": "text",
                      "label": "Text",
                      "optional": false,
                      "required": false,
                      "multiline": false
                    }
                  },
                  {
                    "name": "price",
                    "field": {
                      "kind": "object",
                      "label": "Price",
                      "fields": {
                        "amount": {
                          "kind": "number",
                          "label": "Amount",
                          "optional": false,
                          "integer": false,
                          "min": 0
                        },
                        "suffix": {
                          "kind": "text",
                          "label": "Suffix",
                          "optional": true,
                          "required": false,
                          "multiline": false
                        }
                      }
                    }
                  }
                ]
              }
            }
          },
          "notes": {
            "kind": "array",
            "label": "Notes",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "unlimitedCallPack": {
        "kind": "object",
        "label": "Unlimited call pack",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "text",
            "label": "Description",
            "optional": false,
            "required": true,
            "multiline": true
          },
          "price": {
            "kind": "object",
            "label": "Price",
            "fields": {
              "amount": {
                "kind": "number",
                "label": "Amount",
                "optional": false,
                "integer": false,
                "min": 0
              },
              "suffix": {
                "kind": "text",
                "label": "Suffix",
                "optional": true,
                "required": false,
                "multiline": false
              }
            }
          }
        }
      }
    }
  },
  "unifiedCommunications": {
    "kind": "object",
    "label": "Unified communications",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "banner": {
        "kind": "object",
        "label": "Banner",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "image": {
            "kind": "text",
            "label": "Image",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "featureGrid": {
        "kind": "object",
        "label": "Feature grid",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "tools": {
        "kind": "object",
        "label": "Tools",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "form": {
        "kind": "object",
        "label": "Form",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "twinColumn": {
        "kind": "object",
        "label": "Twin column",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "columns": {
            "kind": "array",
            "label": "Columns",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "paragraphs": {
                  "kind": "array",
                  "label": "Paragraphs",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  }
                },
                "link": {
                  "kind": "optional",
                  "label": "Link",
                  "absent": "missing",
                  "value": {
                    "kind": "object",
                    "label": "Link",
                    "fields": {
                      "title": {
                        "kind": "text",
                        "label": "Title",
                        "optional": false,
                        "required": true,
                        "multiline": false
                      },
                      "url": {
                        "kind": "text",
                        "label": "URL",
                        "optional": false,
                        "required": true,
                        "multiline": false
                      }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "reasons": {
        "kind": "object",
        "label": "Reasons",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      }
    }
  },
  "workFromHome": {
    "kind": "object",
    "label": "Work from home",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "featureGrid": {
        "kind": "object",
        "label": "Feature grid",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "pricing": {
        "kind": "object",
        "label": "Pricing",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "headings": {
            "kind": "array",
            "label": "Headings",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "rows": {
            "kind": "array",
            "label": "Rows",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "union",
                "label": "Item",
                "options": [
                  {
                    "name": "text",
                    "field": {
                      "kind": "text",
                      "label": "Text",
                      "optional": false,
                      "required": false,
                      "multiline": false
                    }
                  },
                  {
                    "name": "price",
                    "field": {
                      "kind": "object",
                      "label": "Price",
                      "fields": {
                        "amount": {
                          "kind": "number",
                          "label": "Amount",
                          "optional": false,
                          "integer": false,
                          "min": 0
                        },
                        "suffix": {
                          "kind": "text",
                          "label": "Suffix",
                          "optional": true,
                          "required": false,
                          "multiline": false
                        }
                      }
                    }
                  }
                ]
              }
            }
          },
          "notes": {
            "kind": "array",
            "label": "Notes",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "howItWorks": {
        "kind": "object",
        "label": "How it works",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "form": {
        "kind": "object",
        "label": "Form",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "privacyLink": {
        "kind": "object",
        "label": "Privacy link",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "url": {
            "kind": "select",
            "label": "URL",
            "options": [
              "/banter-privacy-policy"
            ]
          }
        }
      }
    }
  },
  "inboundServices": {
    "kind": "object",
    "label": "Inbound services",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "priceTables": {
        "kind": "array",
        "label": "Price tables",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "subTitle": {
              "kind": "text",
              "label": "Sub title",
              "optional": true,
              "required": false,
              "multiline": false
            },
            "headings": {
              "kind": "array",
              "label": "Headings",
              "item": {
                "kind": "text",
                "label": "Item",
                "optional": false,
                "required": true,
                "multiline": false
              }
            },
            "rows": {
              "kind": "array",
              "label": "Rows",
              "item": {
                "kind": "array",
                "label": "Item",
                "item": {
                  "kind": "union",
                  "label": "Item",
                  "options": [
                    {
                      "name": "text",
                      "field": {
                        "kind": "text",
                        "label": "Text",
                        "optional": false,
                        "required": false,
                        "multiline": false
                      }
                    },
                    {
                      "name": "price",
                      "field": {
                        "kind": "object",
                        "label": "Price",
                        "fields": {
                          "amount": {
                            "kind": "number",
                            "label": "Amount",
                            "optional": false,
                            "integer": false,
                            "min": 0
                          },
                          "suffix": {
                            "kind": "text",
                            "label": "Suffix",
                            "optional": true,
                            "required": false,
                            "multiline": false
                          }
                        }
                      }
                    }
                  ]
                }
              }
            },
            "notes": {
              "kind": "array",
              "label": "Notes",
              "item": {
                "kind": "text",
                "label": "Item",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          }
        }
      },
      "faq": {
        "kind": "object",
        "label": "Faq",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "text",
                "label": "Item",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          }
        }
      }
    }
  },
  "bulkSms": {
    "kind": "object",
    "label": "Bulk SMS",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "useCases": {
        "kind": "object",
        "label": "Use cases",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "rates": {
        "kind": "object",
        "label": "Rates",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "headings": {
            "kind": "array",
            "label": "Headings",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "rows": {
            "kind": "array",
            "label": "Rows",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "union",
                "label": "Item",
                "options": [
                  {
                    "name": "text",
                    "field": {
                      "kind": "text",
                      "label": "Text",
                      "optional": false,
                      "required": false,
                      "multiline": false
                    }
                  },
                  {
                    "name": "price",
                    "field": {
                      "kind": "object",
                      "label": "Price",
                      "fields": {
                        "amount": {
                          "kind": "number",
                          "label": "Amount",
                          "optional": false,
                          "integer": false,
                          "min": 0
                        },
                        "suffix": {
                          "kind": "text",
                          "label": "Suffix",
                          "optional": true,
                          "required": false,
                          "multiline": false
                        }
                      }
                    }
                  }
                ]
              }
            }
          },
          "notes": {
            "kind": "array",
            "label": "Notes",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "terms": {
        "kind": "object",
        "label": "Terms",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "enquiry": {
        "kind": "object",
        "label": "Enquiry",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "email": {
            "kind": "text",
            "label": "Email",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "phone": {
            "kind": "select",
            "label": "Phone",
            "options": [
              "sales",
              "support",
              "smallBusiness"
            ]
          }
        }
      }
    }
  },
  "networkOverview": {
    "kind": "object",
    "label": "Network overview",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "imagePanel2": {
        "kind": "object",
        "label": "Image panel2",
        "fields": {
          "image": {
            "kind": "text",
            "label": "Image",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "array",
            "label": "Description",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "url": {
            "kind": "text",
            "label": "URL",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "buttonImg": {
            "kind": "text",
            "label": "Button img",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "imagePanel3": {
        "kind": "object",
        "label": "Image panel3",
        "fields": {
          "image": {
            "kind": "text",
            "label": "Image",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "array",
            "label": "Description",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "url": {
            "kind": "text",
            "label": "URL",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "buttonImg": {
            "kind": "text",
            "label": "Button img",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      }
    }
  },
  "managedServices": {
    "kind": "object",
    "label": "Managed services",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "twinColumn": {
        "kind": "object",
        "label": "Twin column",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "columns": {
            "kind": "array",
            "label": "Columns",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "paragraphs": {
                  "kind": "array",
                  "label": "Paragraphs",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  }
                },
                "link": {
                  "kind": "optional",
                  "label": "Link",
                  "absent": "missing",
                  "value": {
                    "kind": "object",
                    "label": "Link",
                    "fields": {
                      "title": {
                        "kind": "text",
                        "label": "Title",
                        "optional": false,
                        "required": true,
                        "multiline": false
                      },
                      "url": {
                        "kind": "text",
                        "label": "URL",
                        "optional": false,
                        "required": true,
                        "multiline": false
                      }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "textImageHeading": {
        "kind": "object",
        "label": "Text image heading",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "image": {
            "kind": "text",
            "label": "Image",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "whyManaged": {
        "kind": "object",
        "label": "Why managed",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "content": {
            "kind": "array",
            "label": "Content",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "networkSolution": {
        "kind": "object",
        "label": "Network solution",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      }
    }
  },
  "cloudConnectivity": {
    "kind": "object",
    "label": "Cloud connectivity",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "offer": {
        "kind": "object",
        "label": "Offer",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "price": {
            "kind": "object",
            "label": "Price",
            "fields": {
              "amount": {
                "kind": "number",
                "label": "Amount",
                "optional": false,
                "integer": false,
                "min": 0
              },
              "suffix": {
                "kind": "text",
                "label": "Suffix",
                "optional": true,
                "required": false,
                "multiline": false
              }
            }
          },
          "bandwidth": {
            "kind": "text",
            "label": "Bandwidth",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "region": {
            "kind": "text",
            "label": "Region",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "array",
            "label": "Description",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "cta": {
            "kind": "object",
            "label": "Cta",
            "fields": {
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "url": {
                "kind": "text",
                "label": "URL",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          }
        }
      },
      "features": {
        "kind": "object",
        "label": "Features",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "clouds": {
        "kind": "object",
        "label": "Clouds",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      }
    }
  },
  "ipTransit": {
    "kind": "object",
    "label": "IP transit",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "features": {
        "kind": "object",
        "label": "Features",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "fees": {
        "kind": "object",
        "label": "Fees",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "headings": {
            "kind": "array",
            "label": "Headings",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "rows": {
            "kind": "array",
            "label": "Rows",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "union",
                "label": "Item",
                "options": [
                  {
                    "name": "text",
                    "field": {
                      "kind": "text",
                      "label": "Text",
                      "optional": false,
                      "required": false,
                      "multiline": false
                    }
                  },
                  {
                    "name": "price",
                    "field": {
                      "kind": "object",
                      "label": "Price",
                      "fields": {
                        "amount": {
                          "kind": "number",
                          "label": "Amount",
                          "optional": false,
                          "integer": false,
                          "min": 0
                        },
                        "suffix": {
                          "kind": "text",
                          "label": "Suffix",
                          "optional": true,
                          "required": false,
                          "multiline": false
                        }
                      }
                    }
                  }
                ]
              }
            }
          },
          "notes": {
            "kind": "array",
            "label": "Notes",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      }
    }
  },
  "internationalNetworks": {
    "kind": "object",
    "label": "International networks",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "features": {
        "kind": "object",
        "label": "Features",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "regions": {
        "kind": "object",
        "label": "Regions",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "twinColumn": {
        "kind": "object",
        "label": "Twin column",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "columns": {
            "kind": "array",
            "label": "Columns",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "paragraphs": {
                  "kind": "array",
                  "label": "Paragraphs",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  }
                },
                "link": {
                  "kind": "optional",
                  "label": "Link",
                  "absent": "missing",
                  "value": {
                    "kind": "object",
                    "label": "Link",
                    "fields": {
                      "title": {
                        "kind": "text",
                        "label": "Title",
                        "optional": false,
                        "required": true,
                        "multiline": false
                      },
                      "url": {
                        "kind": "text",
                        "label": "URL",
                        "optional": false,
                        "required": true,
                        "multiline": false
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "smallBusinessOverview": {
    "kind": "object",
    "label": "Small business overview",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "highlights": {
        "kind": "object",
        "label": "Highlights",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "nbnOffer": {
        "kind": "object",
        "label": "nbn offer",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "cta": {
            "kind": "object",
            "label": "Cta",
            "fields": {
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "url": {
                "kind": "text",
                "label": "URL",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          }
        }
      }
    }
  },
  "smallBusinessNbn": {
    "kind": "object",
    "label": "Small business nbn",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "search": {
        "kind": "object",
        "label": "Search",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "label": {
            "kind": "text",
            "label": "Label",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "hint": {
            "kind": "text",
            "label": "Hint",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "placeholder": {
            "kind": "text",
            "label": "Placeholder",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "plans": {
        "kind": "object",
        "label": "Plans",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "inclusions": {
            "kind": "array",
            "label": "Inclusions",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "extras": {
        "kind": "object",
        "label": "Extras",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "summary": {
        "kind": "object",
        "label": "Summary",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "features": {
        "kind": "object",
        "label": "Features",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "bannerSlider": {
        "kind": "array",
        "label": "Banner slider",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "subTitle": {
              "kind": "text",
              "label": "Sub title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "image": {
              "kind": "text",
              "label": "Image",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "whyChooseUs": {
        "kind": "object",
        "label": "Why choose us",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "list": {
            "kind": "array",
            "label": "List",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "secondHeading": {
        "kind": "object",
        "label": "Second heading",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "largerNeeds": {
        "kind": "object",
        "label": "Larger needs",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "url": {
            "kind": "text",
            "label": "URL",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "caseStudies": {
        "kind": "object",
        "label": "Case studies",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "types": {
            "kind": "array",
            "label": "Types",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "faqs": {
        "kind": "object",
        "label": "Faqs",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "text",
                "label": "Item",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          }
        }
      },
      "thingsToKnow": {
        "kind": "object",
        "label": "Things to know",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "documents": {
        "kind": "object",
        "label": "Documents",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "links": {
            "kind": "array",
            "label": "Links",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "url": {
                  "kind": "text",
                  "label": "URL",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      }
    }
  },
  "smallBusinessNbnRegister": {
    "kind": "object",
    "label": "Small business nbn register",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "whatHappensNext": {
        "kind": "object",
        "label": "What happens next",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "form": {
        "kind": "object",
        "label": "Form",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "meanwhile": {
        "kind": "object",
        "label": "Meanwhile",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                },
                "link": {
                  "kind": "object",
                  "label": "Link",
                  "fields": {
                    "title": {
                      "kind": "text",
                      "label": "Title",
                      "optional": false,
                      "required": true,
                      "multiline": false
                    },
                    "url": {
                      "kind": "text",
                      "label": "URL",
                      "optional": false,
                      "required": true,
                      "multiline": false
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "nbnPlans": {
    "kind": "object",
    "label": "nbn plans",
    "fields": {
      "no-contract": {
        "kind": "array",
        "label": "No contract",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "id": {
              "kind": "text",
              "label": "ID",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "planTitle": {
              "kind": "text",
              "label": "Plan title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "planHeading": {
              "kind": "text",
              "label": "Plan heading",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "planSpeed": {
              "kind": "text",
              "label": "Plan speed",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "planFullSpeed": {
              "kind": "text",
              "label": "Plan full speed",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "planDownloadSpeed": {
              "kind": "number",
              "label": "Plan download speed",
              "optional": false,
              "integer": true,
              "min": 0,
              "max": 9007199254740991
            },
            "planUploadSpeed": {
              "kind": "number",
              "label": "Plan upload speed",
              "optional": false,
              "integer": true,
              "min": 0,
              "max": 9007199254740991
            },
            "typicalEveningSpeed": {
              "kind": "text",
              "label": "Typical evening speed",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "price": {
              "kind": "number",
              "label": "Price",
              "optional": false,
              "integer": false,
              "min": 0
            },
            "special": {
              "kind": "optional",
              "label": "Special",
              "absent": "null",
              "value": {
                "kind": "object",
                "label": "Special",
                "fields": {
                  "planPrice": {
                    "kind": "number",
                    "label": "Plan price",
                    "optional": false,
                    "integer": false,
                    "min": 0
                  },
                  "duration": {
                    "kind": "number",
                    "label": "Duration",
                    "optional": false,
                    "integer": true,
                    "min": 1,
                    "max": 24
                  }
                }
              }
            },
            "allowance": {
              "kind": "text",
              "label": "Allowance",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "contract18": {
              "kind": "checkbox",
              "label": "Contract18"
            },
            "speedboost": {
              "kind": "checkbox",
              "label": "Speedboost"
            }
          }
        }
      },
      "needToKnow": {
        "kind": "array",
        "label": "Need to know",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      }
    }
  },
  "orderExtras": {
    "kind": "object",
    "label": "Order extras",
    "fields": {
      "phoneLine": {
        "kind": "object",
        "label": "Phone line",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "monthlyPrice": {
            "kind": "number",
            "label": "Monthly price",
            "optional": false,
            "integer": false,
            "min": 0
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "modem": {
        "kind": "object",
        "label": "Modem",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "image": {
            "kind": "text",
            "label": "Image",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "imageSmall": {
            "kind": "text",
            "label": "Image small",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "priceLarge": {
            "kind": "text",
            "label": "Price large",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "priceSmall": {
            "kind": "text",
            "label": "Price small",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "monthlyPrice": {
            "kind": "number",
            "label": "Monthly price",
            "optional": false,
            "integer": false,
            "min": 0
          },
          "upfrontPrice": {
            "kind": "number",
            "label": "Upfront price",
            "optional": false,
            "integer": false,
            "min": 0
          },
          "deliveryFee": {
            "kind": "number",
            "label": "Delivery fee",
            "optional": false,
            "integer": false,
            "min": 0
          },
          "desc": {
            "kind": "text",
            "label": "Desc",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "list": {
            "kind": "array",
            "label": "List",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "additional": {
            "kind": "text",
            "label": "Additional",
            "optional": true,
            "required": false,
            "multiline": false
          }
        }
      },
      "extender": {
        "kind": "object",
        "label": "Extender",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "image": {
            "kind": "text",
            "label": "Image",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "imageSmall": {
            "kind": "text",
            "label": "Image small",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "priceLarge": {
            "kind": "text",
            "label": "Price large",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "priceSmall": {
            "kind": "text",
            "label": "Price small",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "monthlyPrice": {
            "kind": "number",
            "label": "Monthly price",
            "optional": false,
            "integer": false,
            "min": 0
          },
          "upfrontPrice": {
            "kind": "number",
            "label": "Upfront price",
            "optional": false,
            "integer": false,
            "min": 0
          },
          "deliveryFee": {
            "kind": "number",
            "label": "Delivery fee",
            "optional": false,
            "integer": false,
            "min": 0
          },
          "desc": {
            "kind": "text",
            "label": "Desc",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "list": {
            "kind": "array",
            "label": "List",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "additional": {
            "kind": "text",
            "label": "Additional",
            "optional": true,
            "required": false,
            "multiline": false
          }
        }
      }
    }
  },
  "flipToFibre": {
    "kind": "object",
    "label": "Flip to fibre",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "steps": {
        "kind": "array",
        "label": "Steps",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "image": {
              "kind": "text",
              "label": "Image",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "description": {
              "kind": "text",
              "label": "Description",
              "optional": false,
              "required": true,
              "multiline": true
            }
          }
        }
      },
      "eligibility": {
        "kind": "object",
        "label": "Eligibility",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "label": {
            "kind": "text",
            "label": "Label",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "hint": {
            "kind": "text",
            "label": "Hint",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "placeholder": {
            "kind": "text",
            "label": "Placeholder",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "plans": {
        "kind": "object",
        "label": "Plans",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "inclusions": {
            "kind": "array",
            "label": "Inclusions",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "interim": {
        "kind": "object",
        "label": "Interim",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "summary": {
        "kind": "object",
        "label": "Summary",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "registration": {
        "kind": "object",
        "label": "Registration",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "thingsToKnow": {
        "kind": "object",
        "label": "Things to know",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "documents": {
        "kind": "object",
        "label": "Documents",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "links": {
            "kind": "array",
            "label": "Links",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "url": {
                  "kind": "text",
                  "label": "URL",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      }
    }
  },
  "interimPlans": {
    "kind": "object",
    "label": "Interim plans",
    "fields": {
      "plans": {
        "kind": "array",
        "label": "Plans",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "id": {
              "kind": "text",
              "label": "ID",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "planSpeed": {
              "kind": "text",
              "label": "Plan speed",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "planTitle": {
              "kind": "text",
              "label": "Plan title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "planHeading": {
              "kind": "text",
              "label": "Plan heading",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "planDownloadSpeed": {
              "kind": "select",
              "label": "Plan download speed",
              "options": [
                50,
                100
              ]
            },
            "planUploadSpeed": {
              "kind": "select",
              "label": "Plan upload speed",
              "options": [
                20
              ]
            },
            "price": {
              "kind": "number",
              "label": "Price",
              "optional": false,
              "integer": false,
              "min": 0
            },
            "planFullSpeed": {
              "kind": "select",
              "label": "Plan full speed",
              "options": [
                "50/20",
                "100/20"
              ]
            }
          }
        }
      }
    }
  },
  "partners": {
    "kind": "object",
    "label": "Partners",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "secondHeading": {
        "kind": "object",
        "label": "Second heading",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "threeColumn": {
        "kind": "object",
        "label": "Three column",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "text",
            "label": "Description",
            "optional": true,
            "required": false,
            "multiline": true
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                },
                "url": {
                  "kind": "text",
                  "label": "URL",
                  "optional": true,
                  "required": false,
                  "multiline": false
                }
              }
            }
          }
        }
      },
      "form": {
        "kind": "object",
        "label": "Form",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      }
    }
  },
  "contact": {
    "kind": "object",
    "label": "Contact",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "blocks": {
        "kind": "object",
        "label": "Blocks",
        "fields": {
          "general": {
            "kind": "object",
            "label": "General",
            "fields": {
              "phone": {
                "kind": "select",
                "label": "Phone",
                "options": [
                  "sales",
                  "support",
                  "smallBusiness"
                ]
              },
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "subTitle": {
                "kind": "text",
                "label": "Sub title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "hours": {
                "kind": "text",
                "label": "Hours",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "contactEmail": {
                "kind": "text",
                "label": "Contact email",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "extra": {
                "kind": "text",
                "label": "Extra",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          },
          "support": {
            "kind": "object",
            "label": "Support",
            "fields": {
              "phone": {
                "kind": "select",
                "label": "Phone",
                "options": [
                  "sales",
                  "support",
                  "smallBusiness"
                ]
              },
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "subTitle": {
                "kind": "text",
                "label": "Sub title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "hours": {
                "kind": "text",
                "label": "Hours",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "contactEmail": {
                "kind": "text",
                "label": "Contact email",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "extra": {
                "kind": "text",
                "label": "Extra",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          },
          "provisioning": {
            "kind": "object",
            "label": "Provisioning",
            "fields": {
              "phone": {
                "kind": "select",
                "label": "Phone",
                "options": [
                  "sales",
                  "support",
                  "smallBusiness"
                ]
              },
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "subTitle": {
                "kind": "text",
                "label": "Sub title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "hours": {
                "kind": "text",
                "label": "Hours",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "contactEmail": {
                "kind": "text",
                "label": "Contact email",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "extra": {
                "kind": "text",
                "label": "Extra",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          },
          "billing": {
            "kind": "object",
            "label": "Billing",
            "fields": {
              "phone": {
                "kind": "select",
                "label": "Phone",
                "options": [
                  "sales",
                  "support",
                  "smallBusiness"
                ]
              },
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "subTitle": {
                "kind": "text",
                "label": "Sub title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "hours": {
                "kind": "text",
                "label": "Hours",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "contactEmail": {
                "kind": "text",
                "label": "Contact email",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "extra": {
                "kind": "text",
                "label": "Extra",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          },
          "smb_support": {
            "kind": "object",
            "label": "SMB support",
            "fields": {
              "phone": {
                "kind": "select",
                "label": "Phone",
                "options": [
                  "sales",
                  "support",
                  "smallBusiness"
                ]
              },
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "subTitle": {
                "kind": "text",
                "label": "Sub title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "hours": {
                "kind": "text",
                "label": "Hours",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "contactEmail": {
                "kind": "text",
                "label": "Contact email",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "extra": {
                "kind": "text",
                "label": "Extra",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          }
        }
      },
      "address": {
        "kind": "object",
        "label": "Address",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "lines": {
            "kind": "array",
            "label": "Lines",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      }
    }
  },
  "awsPartner": {
    "kind": "object",
    "label": "AWS partner",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "features": {
        "kind": "object",
        "label": "Features",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "services": {
        "kind": "object",
        "label": "Services",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "getInTouch": {
        "kind": "object",
        "label": "Get in touch",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      }
    }
  },
  "caseStudies": {
    "kind": "object",
    "label": "Case studies",
    "fields": {
      "overview": {
        "kind": "object",
        "label": "Overview",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "leadCopy": {
            "kind": "array",
            "label": "Lead copy",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "seoTitle": {
            "kind": "text",
            "label": "SEO title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "seoDescription": {
            "kind": "text",
            "label": "SEO description",
            "optional": false,
            "required": true,
            "multiline": true
          },
          "studies": {
            "kind": "array",
            "label": "Studies",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "type": {
                  "kind": "text",
                  "label": "Type",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "logo": {
                  "kind": "text",
                  "label": "Logo",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "quote": {
                  "kind": "text",
                  "label": "Quote",
                  "optional": false,
                  "required": true,
                  "multiline": true
                },
                "author": {
                  "kind": "text",
                  "label": "Author",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      },
      "details": {
        "kind": "record",
        "label": "Details",
        "keyPattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
        "value": {
          "kind": "object",
          "label": "Value",
          "fields": {
            "seoTitle": {
              "kind": "text",
              "label": "SEO title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "seoDescription": {
              "kind": "text",
              "label": "SEO description",
              "optional": false,
              "required": true,
              "multiline": true
            },
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "subTitle": {
              "kind": "text",
              "label": "Sub title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "leadCopy": {
              "kind": "array",
              "label": "Lead copy",
              "item": {
                "kind": "text",
                "label": "Item",
                "optional": false,
                "required": true,
                "multiline": false
              }
            },
            "quote": {
              "kind": "object",
              "label": "Quote",
              "fields": {
                "phrase": {
                  "kind": "text",
                  "label": "Phrase",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "info": {
                  "kind": "text",
                  "label": "Info",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            },
            "description": {
              "kind": "array",
              "label": "Description",
              "item": {
                "kind": "text",
                "label": "Item",
                "optional": false,
                "required": true,
                "multiline": false
              }
            },
            "partnerCopy": {
              "kind": "object",
              "label": "Partner copy",
              "fields": {
                "content": {
                  "kind": "array",
                  "label": "Content",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "speedBoost": {
    "kind": "object",
    "label": "Speed boost",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "howItWorks": {
        "kind": "object",
        "label": "How it works",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "allowance": {
        "kind": "object",
        "label": "Allowance",
        "fields": {
          "freeDaysPerMonth": {
            "kind": "number",
            "label": "Free days per month",
            "optional": false,
            "integer": true,
            "min": 0,
            "max": 9007199254740991
          },
          "eligiblePlans": {
            "kind": "array",
            "label": "Eligible plans",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "bankLimitDays": {
            "kind": "number",
            "label": "Bank limit days",
            "optional": false,
            "integer": true,
            "min": 0,
            "max": 9007199254740991
          },
          "extraDayPrice": {
            "kind": "number",
            "label": "Extra day price",
            "optional": false,
            "integer": false,
            "min": 0
          },
          "description": {
            "kind": "array",
            "label": "Description",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "tiers": {
        "kind": "object",
        "label": "Tiers",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "rows": {
            "kind": "array",
            "label": "Rows",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "from": {
                  "kind": "text",
                  "label": "From",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "to": {
                  "kind": "text",
                  "label": "To",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      },
      "portalUrl": {
        "kind": "text",
        "label": "Portal URL",
        "optional": false,
        "required": false,
        "multiline": false
      },
      "thingsToKnow": {
        "kind": "object",
        "label": "Things to know",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      }
    }
  },
  "multiSite": {
    "kind": "object",
    "label": "Multi site",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "howItWorks": {
        "kind": "object",
        "label": "How it works",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "form": {
        "kind": "object",
        "label": "Form",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "thingsToKnow": {
        "kind": "object",
        "label": "Things to know",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      }
    }
  },
  "privacy": {
    "kind": "object",
    "label": "Privacy",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "categories": {
        "kind": "array",
        "label": "Categories",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "image": {
              "kind": "text",
              "label": "Image",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "description": {
              "kind": "text",
              "label": "Description",
              "optional": false,
              "required": true,
              "multiline": true
            }
          }
        }
      },
      "fullPolicy": {
        "kind": "object",
        "label": "Full policy",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "description": {
            "kind": "text",
            "label": "Description",
            "optional": false,
            "required": true,
            "multiline": true
          },
          "url": {
            "kind": "text",
            "label": "URL",
            "optional": false,
            "required": false,
            "multiline": false
          }
        }
      }
    }
  },
  "login": {
    "kind": "object",
    "label": "Login",
    "fields": {
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "leadCopy": {
        "kind": "array",
        "label": "Lead copy",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "help": {
        "kind": "object",
        "label": "Help",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      }
    }
  },
  "mobileFleet": {
    "kind": "object",
    "label": "Mobile fleet",
    "fields": {
      "seoTitle": {
        "kind": "text",
        "label": "SEO title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "seoDescription": {
        "kind": "text",
        "label": "SEO description",
        "optional": false,
        "required": true,
        "multiline": true
      },
      "title": {
        "kind": "text",
        "label": "Title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subTitle": {
        "kind": "text",
        "label": "Sub title",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "items": {
        "kind": "array",
        "label": "Items",
        "item": {
          "kind": "text",
          "label": "Item",
          "optional": false,
          "required": true,
          "multiline": false
        }
      },
      "subHeading1": {
        "kind": "text",
        "label": "Sub heading1",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subText1": {
        "kind": "text",
        "label": "Sub text1",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "subHeading2": {
        "kind": "text",
        "label": "Sub heading2",
        "optional": false,
        "required": true,
        "multiline": false
      },
      "plans": {
        "kind": "array",
        "label": "Plans",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "price": {
              "kind": "number",
              "label": "Price",
              "optional": false,
              "integer": false,
              "min": 0
            },
            "data": {
              "kind": "number",
              "label": "Data",
              "optional": false,
              "integer": true,
              "min": 0,
              "max": 9007199254740991
            },
            "copy": {
              "kind": "array",
              "label": "Copy",
              "item": {
                "kind": "text",
                "label": "Item",
                "optional": false,
                "required": true,
                "multiline": false
              }
            },
            "unlimited": {
              "kind": "checkbox",
              "label": "Unlimited"
            }
          }
        }
      },
      "mbbPlans": {
        "kind": "array",
        "label": "Mbb plans",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "price": {
              "kind": "number",
              "label": "Price",
              "optional": false,
              "integer": false,
              "min": 0
            },
            "data": {
              "kind": "number",
              "label": "Data",
              "optional": false,
              "integer": true,
              "min": 0,
              "max": 9007199254740991
            }
          }
        }
      },
      "data_pool": {
        "kind": "object",
        "label": "Data pool",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "data_add_on": {
        "kind": "object",
        "label": "Data add on",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "price": {
                  "kind": "object",
                  "label": "Price",
                  "fields": {
                    "amount": {
                      "kind": "number",
                      "label": "Amount",
                      "optional": false,
                      "integer": false,
                      "min": 0
                    },
                    "suffix": {
                      "kind": "text",
                      "label": "Suffix",
                      "optional": true,
                      "required": false,
                      "multiline": false
                    }
                  }
                },
                "list": {
                  "kind": "array",
                  "label": "List",
                  "item": {
                    "kind": "text",
                    "label": "Item",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  }
                }
              }
            }
          }
        }
      },
      "business_need": {
        "kind": "object",
        "label": "Business need",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "object",
              "label": "Item",
              "fields": {
                "image": {
                  "kind": "text",
                  "label": "Image",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "title": {
                  "kind": "text",
                  "label": "Title",
                  "optional": false,
                  "required": true,
                  "multiline": false
                },
                "description": {
                  "kind": "text",
                  "label": "Description",
                  "optional": false,
                  "required": true,
                  "multiline": true
                }
              }
            }
          }
        }
      },
      "mobileCharges": {
        "kind": "object",
        "label": "Mobile charges",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "headings": {
            "kind": "array",
            "label": "Headings",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          },
          "rows": {
            "kind": "array",
            "label": "Rows",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "union",
                "label": "Item",
                "options": [
                  {
                    "name": "text",
                    "field": {
                      "kind": "text",
                      "label": "Text",
                      "optional": false,
                      "required": false,
                      "multiline": false
                    }
                  },
                  {
                    "name": "price",
                    "field": {
                      "kind": "object",
                      "label": "Price",
                      "fields": {
                        "amount": {
                          "kind": "number",
                          "label": "Amount",
                          "optional": false,
                          "integer": false,
                          "min": 0
                        },
                        "suffix": {
                          "kind": "text",
                          "label": "Suffix",
                          "optional": true,
                          "required": false,
                          "multiline": false
                        }
                      }
                    }
                  }
                ]
              }
            }
          },
          "notes": {
            "kind": "array",
            "label": "Notes",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "thingsToKnow": {
        "kind": "object",
        "label": "Things to know",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "faqs": {
        "kind": "object",
        "label": "Faqs",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "array",
              "label": "Item",
              "item": {
                "kind": "text",
                "label": "Item",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          }
        }
      },
      "terms": {
        "kind": "object",
        "label": "Terms",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": true,
            "required": false,
            "multiline": false
          },
          "items": {
            "kind": "array",
            "label": "Items",
            "item": {
              "kind": "text",
              "label": "Item",
              "optional": false,
              "required": true,
              "multiline": false
            }
          }
        }
      },
      "coverage": {
        "kind": "object",
        "label": "Coverage",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "prompt": {
            "kind": "text",
            "label": "Prompt",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "mapTitle": {
            "kind": "text",
            "label": "Map title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "termsOfUse": {
            "kind": "object",
            "label": "Terms of use",
            "fields": {
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "url": {
                "kind": "text",
                "label": "URL",
                "optional": false,
                "required": true,
                "multiline": false
              }
            }
          }
        }
      },
      "internationalRates": {
        "kind": "object",
        "label": "International rates",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "label": {
            "kind": "text",
            "label": "Label",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "hint": {
            "kind": "text",
            "label": "Hint",
            "optional": false,
            "required": true,
            "multiline": false
          }
        }
      },
      "roaming": {
        "kind": "object",
        "label": "Roaming",
        "fields": {
          "title": {
            "kind": "text",
            "label": "Title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "subTitle": {
            "kind": "text",
            "label": "Sub title",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "label": {
            "kind": "text",
            "label": "Label",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "hint": {
            "kind": "text",
            "label": "Hint",
            "optional": false,
            "required": true,
            "multiline": false
          },
          "note": {
            "kind": "text",
            "label": "Note",
            "optional": false,
            "required": true,
            "multiline": true
          },
          "thingsToKnow": {
            "kind": "object",
            "label": "Things to know",
            "fields": {
              "title": {
                "kind": "text",
                "label": "Title",
                "optional": false,
                "required": true,
                "multiline": false
              },
              "subTitle": {
                "kind": "text",
                "label": "Sub title",
                "optional": true,
                "required": false,
                "multiline": false
              },
              "items": {
                "kind": "array",
                "label": "Items",
                "item": {
                  "kind": "text",
                  "label": "Item",
                  "optional": false,
                  "required": true,
                  "multiline": false
                }
              }
            }
          }
        }
      }
    }
  },
  "roaming": {
    "kind": "object",
    "label": "Roaming",
    "fields": {
      "zones": {
        "kind": "array",
        "label": "Zones",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "zone": {
              "kind": "select",
              "label": "Zone",
              "options": [
                1,
                2,
                3,
                4
              ]
            },
            "summary": {
              "kind": "text",
              "label": "Summary",
              "optional": false,
              "required": true,
              "multiline": true
            },
            "voicePerMinute": {
              "kind": "number",
              "label": "Voice per minute",
              "optional": false,
              "integer": false,
              "min": 0
            },
            "sms": {
              "kind": "number",
              "label": "SMS",
              "optional": false,
              "integer": false,
              "min": 0
            },
            "dataPerMb": {
              "kind": "number",
              "label": "Data per mb",
              "optional": false,
              "integer": false,
              "min": 0
            }
          }
        }
      },
      "mms": {
        "kind": "array",
        "label": "Mms",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "title": {
              "kind": "text",
              "label": "Title",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "flagfall": {
              "kind": "number",
              "label": "Flagfall",
              "optional": false,
              "integer": false,
              "min": 0
            }
          }
        }
      },
      "countries": {
        "kind": "array",
        "label": "Countries",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "country": {
              "kind": "text",
              "label": "Country",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "aliases": {
              "kind": "array",
              "label": "Aliases",
              "item": {
                "kind": "text",
                "label": "Item",
                "optional": false,
                "required": true,
                "multiline": false
              }
            },
            "zone": {
              "kind": "select",
              "label": "Zone",
              "options": [
                1,
                2,
                3,
                4
              ]
            },
            "operators": {
              "kind": "array",
              "label": "Operators",
              "item": {
                "kind": "object",
                "label": "Item",
                "fields": {
                  "name": {
                    "kind": "text",
                    "label": "Name",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  },
                  "mcc": {
                    "kind": "text",
                    "label": "Mcc",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  },
                  "mnc": {
                    "kind": "text",
                    "label": "Mnc",
                    "optional": false,
                    "required": true,
                    "multiline": false
                  },
                  "type": {
                    "kind": "select",
                    "label": "Type",
                    "options": [
                      "N",
                      "O"
                    ]
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "internationalRates": {
    "kind": "object",
    "label": "International rates",
    "fields": {
      "rates": {
        "kind": "array",
        "label": "Rates",
        "item": {
          "kind": "object",
          "label": "Item",
          "fields": {
            "country": {
              "kind": "text",
              "label": "Country",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "aliases": {
              "kind": "array",
              "label": "Aliases",
              "item": {
                "kind": "text",
                "label": "Item",
                "optional": false,
                "required": true,
                "multiline": false
              }
            },
            "region": {
              "kind": "text",
              "label": "Region",
              "optional": false,
              "required": true,
              "multiline": false
            },
            "zone": {
              "kind": "number",
              "label": "Zone",
              "optional": false,
              "integer": true,
              "min": 1,
              "max": 5
            },
            "price": {
              "kind": "number",
              "label": "Price",
              "optional": false,
              "integer": false,
              "min": 0,
              "max": 10
            },
            "additional": {
              "kind": "text",
              "label": "Additional",
              "optional": true,
              "required": false,
              "multiline": false
            }
          }
        }
      }
    }
  }
};
