#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::cli {

// draughts-cli speaks UTF-8 with LF line ends on every system, so that its
// output is the same bytes everywhere. Call once, first thing in main: on
// Windows it sets the console's output code page to UTF-8 and puts standard
// output and error in binary mode (a text-mode stream would turn every "\n"
// into "\r\n"); elsewhere it does nothing.
void useUtf8Console();

// The command-line arguments, program name first, in UTF-8. On Windows argv
// holds the ANSI code page, which cannot spell every file name, so they are
// read again from the wide command line.
std::vector<std::string> utf8Arguments(int argc, char** argv);

// A file name given in UTF-8, as the operating system's own path; an empty
// path, which no file has, when the name cannot be converted.
std::filesystem::path pathFromUtf8(std::string_view name);

} // namespace draughts::cli
