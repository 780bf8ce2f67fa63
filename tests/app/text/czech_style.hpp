#pragma once

// The rules every Czech text of the program follows, as a checker: the
// messages of translations/draughts_cs.ts, the rule pages docs/rules/cs/*.md
// and the themes' Czech names. The same rules for people are in
// docs/rules/cs/glossary.md ("Psaní česky"); czech_style_tests.cpp holds the
// real texts to them and proves that each rule catches a bad text.
//
// A new message passes when:
//   Finished       it is translated: not type="unfinished", no empty text or plural form.
//   Placeholders   every form keeps each %1..%9 of the source, and adds none.
//   PluralForms    a source with %n (tr("…%n…", nullptr, n)) is a numerus message
//                  with the three Czech forms 1 / 2–4 / 0 and 5+, the last two with %n.
//   CountedNumber  no %1..%9 stands directly before a counted noun in the plural:
//                  not in the source ("%1 stones", englishCountedNouns()) nor in
//                  the Czech ("%1 kamenů", czechCountedNouns()); count with %n
//                  instead. (Singular nouns and English nouns that are verbs
//                  too are left out: "%1 claims", "%1 nárok" name a player.)
//                  And "z" or "ze" before a number as it is read: "ze 2",
//                  "ze 6", "ze 30", "z 5", "z 10" (also on the rule pages).
//   Formal         it speaks to the player as "vy" (Klikněte, Vyberte, máte):
//                  no word of informalWords() (klikni, vyber, máš, tvůj, …).
//   NoEnglish      no word of englishWords() outside placeholders, HTML tags and
//                  quoted or `code` text (file syntax such as „forfeit“ may stay).
//   NoGenderedPast no past participle ending in -l, -la, -lo, -li, -ly right after
//                  a %1..%9 placeholder, past the small words of
//                  wordsBeforeAVerb() ("%1 zahrál", "%1 si vzal", "%2 nenasadil"):
//                  a placeholder may be a player's name, and "Jana zahrál" is
//                  wrong; nor a word ending in -l right before one ("kterou
//                  nabídl %2"). Use the present tense ("%1 táhne %2") or a colon
//                  ("%1: vynechané povinné braní").
//   Terms          no word that the glossary replaces (replacedTerms()): a stone
//                  is "nasazen", not "položen"; a king "táhne", not "jede"; the
//                  setting is not "Propadnutí"; "odtud", not "odsud". On the rule
//                  pages also no phrase of replacedPhrases(): one game played is
//                  "partie" ("partie končí", not "hra končí"), a missed capture
//                  "nevzaté braní", a piece stands "v poslední řadě".

#include <QIODevice>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <vector>

namespace draughts::app::test::czech {

// One message of a catalogue.
struct Message {
    QString location; // "file:line" of the message in its catalogue
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false; // type="unfinished"
    bool obsolete = false;   // type="vanished" or "obsolete": no longer in the sources
    QStringList forms;       // the translation, or its plural forms in order
};

// The messages of a Qt Linguist catalogue (.ts) named `fileName`; `error`
// says why the XML could not be read, and is empty when it could.
std::vector<Message> readCatalogue(QIODevice& ts, const QString& fileName, QString& error);

enum class Rule { Finished, Placeholders, PluralForms, CountedNumber, Formal, NoEnglish, NoGenderedPast, Terms };

QString ruleName(Rule rule);

struct Finding {
    Rule rule;
    QString where; // the message's "file:line: source", or the page's name
    QString why;   // what broke the rule, quoting the text
};

// "NoEnglish: <where>: <why>", for a test's failure message.
QString describe(const Finding& finding);
QString describe(const std::vector<Finding>& findings);

// Every rule on one message of the Czech catalogue (obsolete ones pass).
std::vector<Finding> checkMessage(const Message& message);

// Formal, NoEnglish, Terms (words and phrases) and the prepositions before
// numbers of CountedNumber on Czech prose: a rule page (Markdown: `code` and
// link targets are not read), a theme's name. `where` names the text.
std::vector<Finding> checkProse(const QString& where, const QString& text);
// Formal only: for the glossary, whose English column is English on purpose
// and which names the replaced terms.
std::vector<Finding> checkFormal(const QString& where, const QString& text);

// The lists the rules use, lower case.
const QStringList& informalWords();
const QStringList& englishWords();
const QStringList& englishCountedNouns();
const QStringList& czechCountedNouns();
const QStringList& wordsBeforeAVerb();
// Word (lower case) -> what the glossary says instead.
const QList<QPair<QString, QString>>& replacedTerms();
// Phrase (lower case, single spaces) -> what the glossary says instead; read
// on the rule pages (checkProse).
const QList<QPair<QString, QString>>& replacedPhrases();

} // namespace draughts::app::test::czech
