import { useState } from "react";
import type { Team } from "@domain/content/blocks-schema";
import { Carousel } from "../ui/Carousel";
import { Picture } from "../ui/Picture";
import { Section } from "../ui/Section";
import { Paragraphs } from "./Paragraphs";

/**
 * The team: choosing a member brings them to the front of the carousel and shows their story
 * below. Aligned at the start, as the server lays the members out: centred, the engine moved
 * every member as it attached, under a press that had just aimed at one.
 */
export function TeamCarousel({ block }: { block: Team }) {
  const [chosen, setChosen] = useState(0);
  const member = block.members[chosen] ?? block.members[0];
  return (
    <Section title={block.title} subTitle={block.subTitle} tone="tinted">
      <Carousel
        label={block.title}
        perView={{ mobile: 1, desktop: 4 }}
        autoplay={{ mobile: false, desktop: false }}
        focusIndex={chosen}
        slides={block.members.map((person, index) => (
          <button
            key={person.name}
            type="button"
            aria-pressed={index === chosen}
            onClick={() => setChosen(index)}
            className={`w-full rounded-lg p-4 text-center transition ${
              index === chosen ? "bg-white shadow-md ring-2 ring-accent-600" : "hover:bg-white"
            }`}
          >
            <Picture name={person.image} alt="" className="mx-auto size-32 rounded-full" />
            <span className="mt-3 block text-lg font-semibold text-brand-900">{person.name}</span>
            <span className="block text-muted">{person.title}</span>
          </button>
        ))}
      />
      {member ? (
        <div
          className="mx-auto mt-8 max-w-3xl rounded-lg bg-white p-6"
          aria-live="polite"
          data-testid="team-focus"
        >
          <h3 className="text-xl font-semibold text-brand-900">
            {member.name}, {member.title}
          </h3>
          <Paragraphs items={member.blurb} className="mt-3" />
        </div>
      ) : null}
    </Section>
  );
}
