#include "startup/application.hpp"

int main(int argc, char** argv) { return draughts::app::run(argc, argv); }
